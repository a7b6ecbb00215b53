// globals.d.ts — what the build gives the modules: the version, from
// VERSION (esbuild's define, web/build.mjs).
declare const GG_VERSION: string;
// true in the site: the languages' messages are words-LANG-PART.js beside
// every module, loaded by their name; false in the package, whose modules
// name each file in an import() a bundler follows (core/i18n.js).
declare const GG_WORDS_BY_NAME: boolean;
