/* wasm_memory.c — the engine memory JavaScript passes text and buffers
 * in, for every game's web module (each links this file: web/CMakeLists.txt).
 * The other exports take (pointer, length) pairs allocated here. */
#include <stdlib.h>

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define GG_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define GG_EXPORT
#endif

/* size bytes (at least one) of engine memory, owned by the caller until
 * gg_release; NULL when out of memory or size < 0. */
GG_EXPORT void *gg_alloc(int size)
{
    return size >= 0 ? malloc(size ? (size_t)size : 1) : NULL;
}

/* Give back what gg_alloc returned (NULL is ignored). */
GG_EXPORT void gg_release(void *p)
{
    free(p);
}
