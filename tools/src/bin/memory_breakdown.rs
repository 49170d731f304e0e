//! Where the heap of a parse, verify and print goes: runs the three
//! phases of `mlir-rs-opt FILE --allow-unregistered-dialect` in process,
//! counting every byte asked of the allocator (mimalloc, as `mlir-rs-opt`
//! links it), and prints the bytes live after each phase, the peak within
//! it, and the parsed module's share split into the IR's records
//! (`IrView::memory_report`) and the context's uniqued values
//! (`Context::uniqued_counts`), per op; and what as many locations cost
//! alone, interned into a fresh context. `BENCHMARKS.md` ("Where the memory
//! goes") records its output:
//!
//! ```text
//! cargo run --release -p mlir-rs-tools --bin memory_breakdown -- realistic_1m.mlir [--one-thread] \
//!     [--pass-pipeline='builtin.module(func.func(canonicalize,cse))']
//! ```
//!
//! With a pipeline, it runs after the verifier, as a phase of its own, and
//! the records are reported after it.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};
use mlir_rs::core::asm::printer::{PrintOptions, print_ir_to};
use mlir_rs::core::pass::PassRegistry;

/// mimalloc, counting the bytes live and their peak since the last reset.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call forwards to mimalloc with the same arguments; the
// counters only observe sizes.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        // SAFETY: forwarded as given.
        unsafe { mimalloc::MiMalloc.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        // SAFETY: forwarded as given.
        unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: forwarded as given.
        unsafe { mimalloc::MiMalloc.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size() {
            grow(new_size - layout.size());
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        // SAFETY: forwarded as given.
        unsafe { mimalloc::MiMalloc.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn grow(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

/// Mebibytes, one decimal.
fn mib(bytes: usize) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// Runs `phase`, then prints the bytes live after it and its peak.
fn phase<R>(name: &str, phase: impl FnOnce() -> R) -> R {
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    let result = phase();
    let (live, peak) = (LIVE.load(Ordering::Relaxed), PEAK.load(Ordering::Relaxed));
    println!("{name:<22} live {:>11}   peak within {:>11}", mib(live), mib(peak));
    result
}

/// A figure of `/proc/self/status` in KiB (`VmHWM:` the peak resident
/// set, `VmRSS:` the current one); 0 when unknown.
fn rss_kib(field: &str) -> usize {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<usize>().ok())
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: memory_breakdown FILE [--one-thread] [--pass-pipeline=PIPELINE]");
        std::process::exit(2);
    };
    let one_thread = args.iter().any(|a| a == "--one-thread");
    let pipeline = args.iter().find_map(|a| a.strip_prefix("--pass-pipeline="));
    let text = phase("read the input", || std::fs::read(path)).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    let ctx = phase("context", || {
        let ctx = Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()));
        ctx.set_allow_unregistered_dialects(true);
        ctx.set_multithreading(!one_thread);
        ctx
    });
    let before_parse = LIVE.load(Ordering::Relaxed);
    let mut parsed = phase("parse", || parse_source(ctx.clone(), &text, &ParseConfig::new(path)))
        .unwrap_or_else(|diags| {
            eprintln!("{path}: does not parse: {}", diags[0].message);
            std::process::exit(1);
        });
    let module_bytes = LIVE.load(Ordering::Relaxed) - before_parse;
    let verified = phase("verify", || mlir_rs::core::verify::verify_parsed(&parsed.ir, false));
    if verified.is_err() {
        eprintln!("{path}: does not verify");
        std::process::exit(1);
    }
    phase("drop the input", || drop(text));
    if let Some(pipeline) = pipeline {
        let mut pm =
            PassRegistry::with_core_passes().parse_pipeline(pipeline).unwrap_or_else(|e| {
                eprintln!("--pass-pipeline: {e:?}");
                std::process::exit(2);
            });
        // As `mlir-rs-opt` runs it: each function compacted once its
        // nested pipeline is done.
        pm.enable_threading(!one_thread).enable_body_compaction(true);
        let module = parsed.module();
        if phase("pass pipeline", || pm.run(&mut parsed.ir, module)).is_err() {
            eprintln!("{path}: the pipeline failed");
            std::process::exit(1);
        }
    }
    phase("print", || print_ir_to(&parsed.ir, &PrintOptions::new(), &mut std::io::sink()))
        .expect("a sink takes every byte");
    println!("peak RSS {}", mib(rss_kib("VmHWM:") * 1024));

    let ir = parsed.ir.memory_report();
    let counts = ctx.uniqued_counts();
    let ops = ir.ops.max(1);
    let per_op = |bytes: usize| format!("{:>6.1} B/op", bytes as f64 / ops as f64);
    println!(
        "\nthe parsed module: {} ({} ops, {} values, {} uses, {} blocks, {} bodies), {}",
        mib(module_bytes),
        ir.ops,
        ir.values,
        ir.uses,
        ir.blocks,
        ir.bodies,
        per_op(module_bytes)
    );
    let rows = [
        ("op records", ir.op_bytes),
        ("value records", ir.value_bytes),
        ("use records", ir.use_bytes),
        ("blocks and regions", ir.block_and_region_bytes),
        ("pools", ir.pool_bytes),
        ("bodies and headers", ir.body_bytes),
    ];
    for (name, bytes) in rows {
        println!("  {name:<20} {:>11}  {}", mib(bytes), per_op(bytes));
    }
    let rest = module_bytes.saturating_sub(ir.total_bytes());
    println!(
        "  {:<20} {:>11}  {}   ({} locations, {} other attributes, {} types, {} identifiers, {} op names)",
        "context and rest",
        mib(rest),
        per_op(rest),
        counts.locations,
        counts.attributes,
        counts.types,
        counts.identifiers,
        counts.op_names
    );

    // The uniquer's cost of a location alone: as many distinct
    // `file:line:col` locations as the module has, interned in file order
    // (line by line, as the parser meets them) into a fresh context.
    let fresh = Context::new();
    let (before, rss_before) = (LIVE.load(Ordering::Relaxed), rss_kib("VmRSS:"));
    for i in 0..counts.locations as u32 {
        fresh.file_loc(path, 2 + i, 3 + i % 5);
    }
    let bytes = LIVE.load(Ordering::Relaxed) - before;
    let resident = rss_kib("VmRSS:").saturating_sub(rss_before) * 1024;
    let each = |bytes: usize| bytes as f64 / counts.locations.max(1) as f64;
    println!(
        "\n{} locations alone in a fresh context: {} requested ({:.1} B each), {} resident ({:.1} B each)",
        counts.locations,
        mib(bytes),
        each(bytes),
        mib(resident),
        each(resident)
    );
}
