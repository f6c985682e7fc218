// Import rules checked by `npm run check` (issue 18): no import circle anywhere in the apps,
// packages and mocks, and inside the web core the HTTP layer knows nothing of the session (the
// session listens to lib/http/session-events.ts instead), as docs/architecture.md draws it.
// Dynamic import() counts: a circle through a lazy import is still a circle.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle: make the dependency point one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'http-knows-no-session',
      severity: 'error',
      comment:
        'apps/web/src/lib/http must not import lib/session: lib/session registers with session-events.',
      from: { path: '^apps/web/src/lib/http/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/lib/session/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated)/' },
  },
};
