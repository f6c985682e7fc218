/**
 * Who is calling: set on the request by the mock's session check (auth domain) for every
 * operation that needs a token, and read by the other domains (menu rights, current user …).
 */
export interface SessionUser {
  userId: string;
  userName: string;
  realName: string;
  tenantId: string;
  tenantAccount: string;
  /** The codes of the account's roles (../roles.ts): decide which menu entries it sees. */
  roles: readonly string[];
  /** The token as the client sends it (with its `Bearer ` prefix). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}
