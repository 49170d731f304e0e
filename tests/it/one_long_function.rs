//! One function of many ops, as generated code often is: its first block is
//! parsed in segments on two threads (`ParseConfig::segmented_min_bytes`)
//! and printed in runs, and both give what a serial parse and print give:
//! the same text, the same use lists, the same diagnostics.

use std::sync::Arc;

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};
use mlir_rs::core::asm::printer::{PrintOptions, print_ir};
use mlir_rs::core::ir::{Ir, Op, WalkControl, WalkOrder};
use rustc_hash::FxHashMap;

/// A function of `groups` groups of ops: constants, arithmetic on the
/// arguments and on values of earlier groups (some far back, so that uses
/// cross segments), multi-result ops, loops and conditionals whose regions
/// use outer values and define names of their own.
fn long_function(groups: usize) -> String {
    let mut src = String::from(
        "func.func @long(%a: i64, %b: f32, %n: index) -> i64 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %acc0 = arith.addi %a, %a : i64\n",
    );
    for g in 1..=groups {
        let back = g.saturating_sub(1 + (g * 7919) % 500);
        src.push_str(&format!(
            "  %k{g} = arith.constant {g} : i64\n  %x{g} = arith.muli %acc{prev}, %k{g} : i64\n  %acc{g} = arith.addi %x{g}, %acc{back} : i64\n",
            prev = g - 1,
        ));
        match g % 4 {
            0 => src.push_str(&format!(
                "  %l{g} = scf.for %i = %c0 to %n step %c1 iter_args(%s = %acc{g}) -> (i64) {{\n    %in{g} = arith.addi %s, %x{g} : i64\n    scf.yield %in{g} : i64\n  }}\n"
            )),
            1 => src.push_str(&format!(
                "  %f{g}:2 = scf.execute_region -> (f32, i64) {{\n    %m = arith.mulf %b, %b : f32\n    scf.yield %m, %acc{back} : f32, i64\n  }}\n"
            )),
            2 => src.push_str(&format!(
                "  %p{g} = arith.cmpi slt, %acc{g}, %a : i64\n  scf.if %p{g} {{\n    %t{g} = arith.subi %acc{g}, %k{g} : i64\n  }}\n"
            )),
            _ => src.push_str(&format!("  %d{g} = arith.divsi %acc{g}, %k{g} : i64 // group {g}\n")),
        }
    }
    src.push_str(&format!("  return %acc{groups} : i64\n}}\n"));
    src
}

fn context() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()))
}

fn serial_config() -> ParseConfig {
    ParseConfig {
        parallel_min_bytes: None,
        segmented_min_bytes: None,
        ..ParseConfig::new("f.mlir")
    }
}

/// Each op's walk position, and for each result of each op, in order, the
/// positions of its users as its use list holds them.
fn use_lists(ir: &Ir) -> Vec<Vec<usize>> {
    let mut order: FxHashMap<Op, usize> = FxHashMap::default();
    let mut ops = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |_, op| {
        order.insert(op, ops.len());
        ops.push(op);
        WalkControl::Advance
    });
    ops.iter()
        .flat_map(|op| op.results(ir))
        .map(|value| value.uses(ir).map(|u| order[&u.owner(ir)]).collect())
        .collect()
}

#[test]
fn a_long_function_parses_in_segments_and_prints_in_runs_as_serially() {
    let src = long_function(18_000);
    assert!(src.len() > 3 << 19, "more than the default threshold of segments");
    let ctx = context();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    let segmented =
        pool.install(|| parse_source(ctx.clone(), &src, &ParseConfig::new("f.mlir"))).unwrap();
    let serial = parse_source(ctx.clone(), &src, &serial_config()).unwrap();
    assert_eq!(use_lists(&segmented.ir), use_lists(&serial.ir));

    let one = Arc::new(rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap());
    let two = Arc::new(pool);
    for generic in [false, true] {
        let opts =
            |threads| PrintOptions { generic, threads: Some(threads), ..PrintOptions::new() };
        let expected = print_ir(&serial.ir, &opts(one.clone()));
        assert_eq!(print_ir(&segmented.ir, &opts(two.clone())), expected);
        assert_eq!(print_ir(&serial.ir, &opts(two.clone())), expected);
    }
    // Every op is there, in its block: more than the ops a block must
    // hold to print in runs.
    let printed = print_ir(&segmented.ir, &PrintOptions::new());
    assert_eq!(printed.matches("arith.muli").count(), 18_000);
    let ir = &segmented.ir;
    let first_block = |op: Op| op.regions(ir).next().unwrap().blocks(ir).next().unwrap();
    let function = first_block(ir.top_level_ops()[0]).ops(ir).next().unwrap();
    assert!(first_block(function).ops(ir).count() > 1 << 16);
}

/// Parses `src` with every function cut into segments of an op or two, on
/// two threads, and serially: the diagnostics (or the printed IR) agree.
fn same_as_serial(src: &str) -> String {
    let ctx = context();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    let config = ParseConfig {
        parallel_min_bytes: Some(0),
        segmented_min_bytes: Some(0),
        ..ParseConfig::new("f.mlir")
    };
    let show = |parsed: Result<mlir_rs::core::asm::parser::ParsedFile, Vec<_>>| match parsed {
        Ok(file) => print_ir(&file.ir, &PrintOptions::new()),
        Err(diags) => format!("{diags:?}"),
    };
    let segmented = show(pool.install(|| parse_source(ctx.clone(), src, &config)));
    let serial = show(parse_source(ctx.clone(), src, &serial_config()));
    assert_eq!(segmented, serial, "for:\n{src}");
    serial
}

#[test]
fn segments_report_errors_where_a_serial_parse_does() {
    let head = "func.func @f(%a: i64) -> i64 {\n  %c0 = arith.constant 0 : index\n";
    let cases = [
        // A name defined again in a later segment.
        "  %x = arith.addi %a, %a : i64\n  %y = arith.addi %x, %x : i64\n  %x = arith.addi %a, %a : i64\n  return %x : i64\n}",
        // A use of a name nothing defines.
        "  %x = arith.addi %a, %a : i64\n  %y = arith.addi %x, %nope : i64\n  return %y : i64\n}",
        // A later use with another type than the definition's.
        "  %x = arith.addi %a, %a : i64\n  %y = arith.addi %x, %x : i64\n  %z = arith.addi %x, %x : i32\n  return %y : i64\n}",
        // A name inside a region that an earlier segment defines.
        "  %x = arith.addi %a, %a : i64\n  %y = arith.addi %x, %x : i64\n  scf.execute_region {\n    %x = arith.addi %a, %a : i64\n    scf.yield\n  }\n  return %y : i64\n}",
        // A region argument named as an earlier value.
        "  %i = arith.constant 1 : index\n  %y = arith.addi %a, %a : i64\n  scf.for %i = %c0 to %c0 step %c0 {\n  }\n  return %y : i64\n}",
        // The argument's name defined again.
        "  %y = arith.addi %a, %a : i64\n  %a = arith.addi %y, %y : i64\n  return %y : i64\n}",
        // A use before the definition, in a later segment (a dominance
        // error, reported by the verifier after the parse).
        "  %y = arith.addi %a, %later : i64\n  %z = arith.addi %a, %a : i64\n  %later = arith.addi %a, %a : i64\n  return %y : i64\n}",
        // More blocks: the segments stop at the first label.
        "  %y = arith.addi %a, %a : i64\n  cf.br ^bb1(%y : i64)\n^bb1(%v: i64):\n  %z = arith.addi %v, %y : i64\n  return %z : i64\n}",
        // An op over several lines, whose second line looks like an op.
        "  %y = arith.addi %a, %a : i64\n  %s = arith.select %t,\n    %a, %y : i64\n  return %s : i64\n}",
        // A syntax error in the middle.
        "  %y = arith.addi %a, %a : i64\n  %z = arith.addi %y %y : i64\n  return %z : i64\n}",
    ];
    let mut failures = 0;
    for case in cases {
        let src = format!("{head}{case}\n");
        let out = same_as_serial(&src);
        failures += usize::from(!out.starts_with("module"));
    }
    // Every case but the ones with more blocks and a dominance error
    // fails to parse.
    assert!(failures >= 7, "{failures}");
    // Valid multi-line ops and results of several values merge too.
    same_as_serial(&format!(
        "{head}  %t = arith.cmpi slt, %a, %a : i64\n  %s = arith.select %t,\n    %a, %a : i64\n  %r:2 = scf.execute_region -> (i64, i64) {{\n    scf.yield %s, %a : i64, i64\n  }}\n  %u = arith.addi %r#1, %r#0 : i64\n  return %u : i64\n}}\n"
    ));
}
