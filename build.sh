#!/usr/bin/env bash
# build.sh — the one entry point of gridgames. Each step installs what a
# fresh Debian machine lacks before it uses it, and is quiet when all is
# there already.
#
#   ./build.sh deps          install the toolchain (apt: cmake, clang,
#                            emscripten, chromium, firefox-esr,
#                            webkit2gtk-driver, xvfb, parallel, groff-base,
#                            zsh, fish, fonts-wqy-microhei; npm: the
#                            browser drivers and the build's tools)
#   ./build.sh native        build/native/gridgames
#   ./build.sh install [PREFIX]  the native command, its man page and its
#                            bash, zsh and fish completions under PREFIX
#                            (/usr/local)
#   ./build.sh wasm          build/wasm/gridgames-cli.js (and the web module)
#   ./build.sh web           the static site in build/web/
#   ./build.sh package       the npm package: build/package/gridgames-VERSION.tgz
#   ./build.sh test          build everything, run every test (ctest: native,
#                            wasm under node, browser in Chromium, Firefox
#                            and WebKit; failures of browser tests alone are
#                            run once more),
#                            then the native suite again under ASan + UBSan
#   ./build.sh serve         build the site and serve it on 127.0.0.1:$PORT (8000)
#   ./build.sh bench         median times and peak memory, native and wasm
#   ./build.sh shots         the README's pictures of the pages (docs/img/)
#   ./build.sh fuzz [SECS]   run each libFuzzer target for SECS seconds (60)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$PWD
JOBS=$(nproc 2>/dev/null || echo 2)
# Emscripten 3.1.6 runs its JS tools under node, which must find Debian's
# node modules (acorn) there.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

say() { printf '== %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

apt_install() {
  local missing=("$@")
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]} (apt)"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "need root (or sudo) to install: ${missing[*]}"
    sudo=sudo
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null || die "apt-get update failed; cannot install ${missing[*]}"
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || die "apt-get install ${missing[*]} failed"
}

# deps [native|wasm|web|all]: what each step needs, installed if missing.
deps() {
  local want=${1:-all} pkgs=()
  command -v cmake >/dev/null || pkgs+=(cmake)
  command -v make >/dev/null || pkgs+=(make)
  command -v cc >/dev/null || pkgs+=(gcc libc6-dev)
  if [ "$want" = all ] || [ "$want" = sanitize ]; then
    command -v clang >/dev/null || pkgs+=(clang)
    # clang's sanitizer and libFuzzer runtimes
    dpkg -s libclang-rt-14-dev >/dev/null 2>&1 || pkgs+=(libclang-rt-14-dev)
  fi
  if [ "$want" != native ] && [ "$want" != sanitize ]; then
    command -v emcc >/dev/null || pkgs+=(emscripten)
    command -v node >/dev/null || pkgs+=(nodejs)
    command -v npm >/dev/null || pkgs+=(npm)
  fi
  if [ "$want" = all ]; then
    [ -x /usr/bin/chromium ] || pkgs+=(chromium)
    # The browser suite runs in Firefox (WebDriver BiDi, no driver binary)
    # and WebKitGTK (WebKitWebDriver and MiniBrowser, under Xvfb) too;
    # xvfb-run wants xauth.
    [ -x /usr/bin/firefox-esr ] || pkgs+=(firefox-esr)
    [ -x /usr/bin/WebKitWebDriver ] || pkgs+=(webkit2gtk-driver)
    command -v xvfb-run >/dev/null || pkgs+=(xvfb)
    command -v xauth >/dev/null || pkgs+=(xauth)
    # GNU Parallel: the test of README's recipe for selfplay shards
    command -v parallel >/dev/null || pkgs+=(parallel)
    # the installed man page rendered, and the zsh and fish completions
    # read by their shells (tests/install/)
    command -v groff >/dev/null || pkgs+=(groff-base)
    command -v zsh >/dev/null || pkgs+=(zsh)
    command -v fish >/dev/null || pkgs+=(fish)
    # Chinese and Japanese glyphs for the pages' screenshots in those
    # languages (tests/browser/languages.test.mjs)
    dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || pkgs+=(fonts-wqy-microhei)
  fi
  apt_install "${pkgs[@]}"
  # npm: esbuild bundles the site's modules and html-minifier-terser its
  # pages (wasm, web), the analyzer writes the package's custom-elements
  # manifest; playwright-core drives Chromium, puppeteer-core Firefox and
  # selenium-webdriver WebKit in the browser tests; typescript and vite
  # check the package as its users build it, publint and attw its
  # tarball; npm ci installs them all from package-lock.json.
  if [ "$want" != native ] && [ "$want" != sanitize ] \
     && { [ ! -d node_modules/esbuild ] || [ ! -d node_modules/html-minifier-terser ] \
          || [ ! -d node_modules/@custom-elements-manifest/analyzer ] \
          || { [ "$want" = all ] && { [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/vite ] \
               || [ ! -d node_modules/typescript ] || [ ! -d node_modules/puppeteer-core ] \
               || [ ! -d node_modules/selenium-webdriver ] || [ ! -d node_modules/publint ] \
               || [ ! -d node_modules/@arethetypeswrong/cli ]; }; }; }; then
    say "installing the build's tools and the browser drivers (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error >/dev/null || die "npm ci failed"
  fi
}

build_native() {
  deps native
  say "native build"
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build build/native -j"$JOBS" >/dev/null
}

install_native() {
  build_native
  say "installing gridgames under $1"
  cmake --install build/native --prefix "$1" >/dev/null
}

build_wasm() {
  deps wasm
  say "wasm build"
  if [ ! -f build/wasm/CMakeCache.txt ]; then
    emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
  fi
  cmake --build build/wasm -j"$JOBS" >/dev/null
}

build_web() {
  build_wasm
  [ -f build/web/index.html ] || die "the wasm build did not write build/web/index.html"
  say "site in build/web ($(du -cb build/web/* 2>/dev/null | tail -1 | cut -f1) bytes, every file)"
}

# After a failed ctest run in build/native: when every test that failed
# drives a real browser (label browser), those alone run once more, and
# the run passes only if they all pass then; any other failure fails at
# once. A browser or its driver fails now and then on its own (a session
# that never starts, a fetch cancelled): on 2026-11-28, in 2 of the last 7
# full runs here, a different test each time. Each test run again is
# named.
rerun_browser_failures() {
  local failed=build/native/Testing/Temporary/LastTestsFailed.log names
  [ -s "$failed" ] || return 1
  names=$(cut -d: -f2- "$failed")
  if grep -qv '^browser/' <<< "$names"; then return 1; fi
  say "ctest: run once more, as browser tests only failed: $(tr '\n' ' ' <<< "$names")"
  (cd build/native && ctest --output-on-failure --rerun-failed)
}

run_tests() {
  deps all
  build_wasm
  build_native -DGG_WASM_CLI="$ROOT/build/wasm/gridgames-cli.js" -DGG_WEB_DIR="$ROOT/build/web"
  say "ctest: native, wasm and browser"
  rm -f build/native/Testing/Temporary/LastTestsFailed.log
  (cd build/native && ctest --output-on-failure -j"$JOBS") || rerun_browser_failures
  say "ctest: native suite under AddressSanitizer + UBSan"
  CC=clang cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DGG_SANITIZE=ON >/dev/null
  cmake --build build/asan -j"$JOBS" >/dev/null
  (cd build/asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j"$JOBS" -L native -LE bench)
}

build_package() {
  build_wasm
  say "npm package"
  node web/package/pack.mjs build/package
}

serve() {
  deps wasm
  build_web
  local port=${PORT:-8000}
  say "serving build/web on http://127.0.0.1:$port/ (Ctrl-C to stop)"
  exec node tests/tools/serve.mjs build/web "$port" --site
}

bench() {
  deps all
  build_native
  build_wasm
  bash tests/bench.sh "$ROOT/build/native" "$ROOT/build/wasm"
}

fuzz() {
  deps sanitize
  [ -f tests/fuzz/fuzz.sh ] || die "no fuzz targets (tests/fuzz/fuzz.sh)"
  bash tests/fuzz/fuzz.sh "${1:-60}"
}

case "${1:-}" in
  deps) deps all ;;
  native) build_native ;;
  install) install_native "${2:-/usr/local}" ;;
  wasm) build_wasm ;;
  web) build_web ;;
  package) build_package ;;
  test) run_tests ;;
  serve) serve ;;
  bench) bench ;;
  shots) deps all; build_web; node tests/tools/readme_shots.mjs ;;
  fuzz) fuzz "${2:-60}" ;;
  ""|-h|--help|help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" ;;
  *) die "unknown step '$1' (try ./build.sh --help)" ;;
esac
