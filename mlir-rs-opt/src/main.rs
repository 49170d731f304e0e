//! The `mlir-rs-opt` binary: see the library for what it does.

mod allocator;

/// mimalloc: the parser and printer allocate many small, short-lived
/// objects; it measured faster than the system allocator (BENCHMARKS.md).
#[global_allocator]
static GLOBAL: allocator::MiMalloc = allocator::MiMalloc;

/// mimalloc's `arena_eager_commit` option (its place in `mi_option_e`, the
/// same in mimalloc 2 and 3; the bindings name no constant for it).
#[cfg(target_os = "linux")]
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;

/// Commits mimalloc's arenas as they are used, not whole: 30 to 60 MiB less
/// peak memory on a 1M-op module (BENCHMARKS.md, "Peak memory and the
/// allocator").
/// It must run before the first allocation creates the first arena, which
/// happens before `main`: it runs as an ELF initializer.
#[cfg(target_os = "linux")]
extern "C" fn commit_arenas_lazily() {
    // SAFETY: `mi_option_set` only stores the option's value (mimalloc
    // needs no initialization for it); it is read when an arena is made.
    #[allow(unsafe_code)]
    unsafe {
        libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0);
    }
}

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
#[used]
// SAFETY: an initializer taking no argument, as `.init_array` expects.
#[unsafe(link_section = ".init_array")]
static COMMIT_ARENAS_LAZILY: extern "C" fn() = commit_arenas_lazily;

fn main() -> std::process::ExitCode {
    mlir_rs_opt::OptTool::standard().main()
}
