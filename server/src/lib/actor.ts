/** Who is calling: the signed-in user of a request, as the auth plugin puts it on `req.actor`. */
export interface Actor {
  userId: number;
  sessionId: number;
  roles: string[];
}
