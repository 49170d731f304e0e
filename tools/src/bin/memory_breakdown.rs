//! Where the heap of a parse, verify and print goes: runs the three
//! phases of `mlir-rs-opt FILE --allow-unregistered-dialect` in process,
//! counting every byte asked of the allocator (mimalloc, as `mlir-rs-opt`
//! links it), and prints the bytes live after each phase, the peak within
//! it, and the parsed module's share split into the IR's records
//! (`IrView::memory_report`) and the context's uniqued values
//! (`Context::uniqued_counts`), per op. `BENCHMARKS.md` ("Where the memory
//! goes") records its output:
//!
//! ```text
//! cargo run --release -p mlir-rs-tools --bin memory_breakdown -- realistic_1m.mlir [--one-thread]
//! ```

use std::alloc::{GlobalAlloc, Layout};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};
use mlir_rs::core::asm::printer::{PrintOptions, print_ir_to};

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

/// The process's peak resident set, from `/proc/self/status`.
fn peak_rss() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<usize>().ok());
    kib.map_or_else(|| "unknown".to_string(), |k| mib(k * 1024))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: memory_breakdown FILE [--one-thread]");
        std::process::exit(2);
    };
    let one_thread = args.iter().any(|a| a == "--one-thread");
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
    let parsed = phase("parse", || parse_source(ctx.clone(), &text, &ParseConfig::new(path)))
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
    phase("print", || print_ir_to(&parsed.ir, &PrintOptions::new(), &mut std::io::sink()))
        .expect("a sink takes every byte");
    println!("peak RSS {}", peak_rss());

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
}
