import type { ClaimService } from '../claim/index.js';
import { ORDER_STATE, type AfterSaleView } from '../order/index.js';
import type { RatingService } from '../rating/index.js';
import type { DisputeService } from './service.js';

/** The after-sale part of the order page: what happened, and which actions the caller has. */
export function createAfterSaleView(deps: {
  disputes: Pick<DisputeService, 'ofOrder'>;
  claims: Pick<ClaimService, 'forOrder'>;
  ratings: Pick<RatingService, 'ofOrder' | 'aggregate' | 'editable'>;
}): AfterSaleView {
  const { disputes, claims, ratings } = deps;
  return async (o, role, now) => {
    const [dispute, c, rating, sellerRating] = await Promise.all([
      disputes.ofOrder(o.id, o.orderNo),
      claims.forOrder(o, now),
      ratings.ofOrder(o.id),
      ratings.aggregate(o.sellerId),
    ]);
    const buyer = role === 'buyer';
    return {
      dispute,
      // a buyer's claims are theirs; the seller sees that a claim exists through the timeline only
      claims: role === 'seller' ? [] : c.claims,
      rating,
      protectionEndsAt: c.protectionEndsAt,
      canDispute: buyer && o.state === ORDER_STATE.paid,
      canClaim: buyer && c.canClaim,
      canRate: buyer && o.state === ORDER_STATE.completed && !rating,
      canEditRating: buyer && !!rating && ratings.editable(rating, now),
      canReplyRating: role === 'seller' && !!rating && rating.reply === null,
      sellerRating,
    };
  };
}
