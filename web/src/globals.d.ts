// globals.d.ts — what the build gives the modules: the version, from
// VERSION (esbuild's define, web/build.mjs).
declare const GG_VERSION: string;
