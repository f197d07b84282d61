import { GAMES, generateGoods, goodCoverSvg, goodGallerySvgs, goodThumbSvg } from '../modules/catalogue/data/index.js';
import { gameIcon, writeSvg } from '../modules/catalogue/seed-files.js';
import type { DrawRentalAccount } from '../modules/rental/index.js';

/** Sequence numbers of the rented accounts: far from the catalogue's, so no picture is another listing's. */
const RENTAL_SEQ = 900_001;

/** The part of a generated title that is about selling the account, not playing it. */
const SALE_ONLY = /\s*(?:不可|可)二次实名$/;

/**
 * The accounts demo_seller rents out, one per game: generated like the catalogue's goods (the same
 * attribute model, so a rank, counts and showcase items that fit together) from a seed of their
 * own, with pictures drawn from those values under uploads/catalogue/rentals. The rental's title
 * and figures and its pictures are one account's (issue 37).
 */
export function drawRentalAccounts(uploadsDir: string, now: Date): DrawRentalAccount {
  return (gameKey, districtNames) => {
    const i = GAMES.findIndex((g) => g.key === gameKey);
    const game = GAMES[i];
    if (!game) return null;
    const [generated] = generateGoods(1, `haoshi-rental:${gameKey}`, { now, startSeq: RENTAL_SEQ + i, games: [game] });
    if (!generated) return null;
    // on the listing's own server: its pictures name the one the listing states
    const good = { ...generated, districtNames: [...districtNames] };
    const dir = `rentals/${gameKey}`;
    const cover = writeSvg(uploadsDir, dir, `${good.goodsSn}-thumb`, goodThumbSvg(good, game));
    const wide = writeSvg(uploadsDir, dir, `${good.goodsSn}-cover`, goodCoverSvg(good, game, gameIcon(game)));
    const shots = goodGallerySvgs(good, game).map((svg, j) =>
      writeSvg(uploadsDir, dir, `${good.goodsSn}-${j + 1}`, svg),
    );
    return {
      title: `${game.name} ${good.title.replace(SALE_ONLY, '')} 出租`,
      summary: /号内有[^。]*。/.exec(good.description)?.[0] ?? '',
      cover,
      images: [{ url: wide, thumb: cover }, ...shots.map((url) => ({ url, thumb: url }))],
    };
  };
}
