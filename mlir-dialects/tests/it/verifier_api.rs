//! The verifier's API on the `coretest` dialect: the mlir-opt policy
//! (`verify`: first failure per isolated op) against `verify_all`
//! (everything), trait flags and interface lookups through the registry,
//! memory-effect queries, and verification of IR built through the API.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::definitions::interfaces::branch::BranchOpInterfaceRef;
use mlir_core::definitions::interfaces::memory_effects::{
    is_memory_effect_free, only_reads_memory,
};
use mlir_core::definitions::interfaces::op_asm::default_dialect;
use mlir_core::definitions::interfaces::region_kind::{RegionKind, region_kind};
use mlir_core::definitions::interfaces::symbol::SymbolOpInterfaceModel;
use mlir_core::ir::{InsertPoint, Op, OperationState, WalkControl, WalkOrder};
use mlir_core::semantics::traits::OpTraits;
use mlir_core::verify::{verify, verify_all};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::coretest::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    let config = ParseConfig::new("t.mlir");
    match parse_source(context(), src, &config) {
        Ok(file) => file,
        Err(d) => panic!("parse failed: {:?}", d.first().map(|d| &d.message)),
    }
}

fn messages(diags: &[mlir_core::context::diagnostics::Diagnostic]) -> Vec<String> {
    diags.iter().map(|d| d.message.clone()).collect()
}

/// Two functions with errors: the first has two (operand types of
/// `coretest.add`, a `coretest.return` inside a loop), the second a
/// constant of the wrong type and a call of a missing function. Symbol uses
/// are checked by the enclosing symbol table after its isolated ops verify,
/// so under mlir-opt's policy the call is never reached (as with
/// `func.call` in mlir-opt 22).
const TWO_BAD_FUNCS: &str = r#"
"coretest.func"() <{sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "coretest.add"(%a, %b) : (i32, f32) -> i32
  "coretest.loop"() ({
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "g"}> ({
  %c = "coretest.constant"() <{value = 1 : i64}> : () -> i32
  "coretest.call"() <{callee = @missing}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
"#;

#[test]
fn mlir_policy_reports_first_failure_of_each_isolated_op() {
    let file = parse(TWO_BAD_FUNCS);
    let diags = verify(&file.ir, file.module()).expect_err("invalid");
    assert_eq!(
        messages(&diags),
        [
            "'coretest.add' op requires the same type for all operands and results",
            "'coretest.constant' op inferred type(s) 'i64' are incompatible with return type(s) of operation 'i32'",
            "'coretest.constant' op failed to infer returned types",
        ]
    );
}

#[test]
fn verify_all_collects_every_failure() {
    let file = parse(TWO_BAD_FUNCS);
    let all = messages(&verify_all(&file.ir, file.module()));
    for expected in [
        "'coretest.add' op requires the same type for all operands and results",
        "'coretest.loop' op expects regions to end with 'coretest.yield', found 'coretest.return'",
        "'coretest.return' op expects parent op to be one of 'coretest.func, coretest.region'",
        "'coretest.constant' op inferred type(s) 'i64' are incompatible with return type(s) of operation 'i32'",
        "'coretest.call' op 'missing' does not reference a valid function",
    ] {
        assert!(all.iter().any(|m| m == expected), "missing {expected:?} in {all:?}");
    }
}

#[test]
fn valid_ir_verifies() {
    let file = parse(
        r#"
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "f"}> ({
  ^bb0(%a: i32):
    %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
    %s = "coretest.add"(%a, %c) : (i32, i32) -> i32
    %t = "coretest.constant"() <{value = true}> : () -> i1
    "coretest.cond_br"(%t, %s)[^bb1, ^bb2] <{true_count = 1 : i64}> : (i1, i32) -> ()
  ^bb1(%x: i32):
    "coretest.call"() <{callee = @f}> : () -> ()
    "coretest.br"()[^bb2] : () -> ()
  ^bb2:
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"coretest.ref"() <{sym = @m::@f}> : () -> ()
"#,
    );
    assert_eq!(verify(&file.ir, file.module()).map_err(|d| messages(&d)), Ok(()));
    assert!(verify_all(&file.ir, file.module()).is_empty());
}

/// The first op named `name` in pre-order.
fn find(file: &ParsedFile, name: &str) -> Op {
    let mut found = None;
    file.ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if found.is_none() && op.name(ir).as_str(ir.ctx()) == name {
            found = Some(op);
        }
        WalkControl::Advance
    });
    found.unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn traits_and_interfaces_are_reachable_through_the_registry() {
    let file = parse(
        r#"
"coretest.func"() <{sym_name = "f"}> ({
^bb0(%p: i64, %v: i32):
  %l = "coretest.load"(%p) : (i64) -> i32
  "coretest.store"(%v, %p) : (i32, i64) -> ()
  "coretest.loop"() ({
    %x = "coretest.load"(%p) : (i64) -> i32
    "coretest.yield"() : () -> ()
  }) : () -> ()
  "coretest.graph"() ({
  }) : () -> ()
  "coretest.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  "coretest.return"() : () -> ()
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let ctx = ir.ctx();
    let func = find(&file, "coretest.func");
    let traits = func.name(ir).traits(ctx);
    assert!(traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
    assert!(traits.contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE));
    assert!(!traits.contains(OpTraits::TERMINATOR));
    assert!(func.interface::<dyn SymbolOpInterfaceModel>(ir).is_some());
    assert!(find(&file, "coretest.return").name(ir).traits(ctx).contains(OpTraits::RETURN_LIKE));
    let looped = find(&file, "coretest.loop");
    assert_eq!(
        looped.name(ir).def(ctx).and_then(|d| d.traits.implicit_terminator()),
        Some("coretest.yield")
    );
    assert_eq!(region_kind(ir, find(&file, "coretest.graph"), 0), RegionKind::Graph);
    assert_eq!(region_kind(ir, func, 0), RegionKind::SsaCfg);
    let br = find(&file, "coretest.br");
    let model = BranchOpInterfaceRef::get(ir, br).expect("branch model");
    assert_eq!(model.successor_operands(ir, 0).forwarded, 0..1);
    assert!(br.interface::<dyn SymbolOpInterfaceModel>(ir).is_none());
    // A load only reads; a loop of loads only reads; a store writes; pure
    // ops have no effect.
    let load = find(&file, "coretest.load");
    assert!(only_reads_memory(ir, load) && !is_memory_effect_free(ir, load));
    assert!(only_reads_memory(ir, looped));
    assert!(!only_reads_memory(ir, find(&file, "coretest.store")));
    assert!(is_memory_effect_free(ir, br));
    assert_eq!(default_dialect(ir, file.module()), "builtin");
}

#[test]
fn ir_built_through_the_api_is_verified() {
    let mut file = parse(
        r#"
"coretest.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  "coretest.return"() : () -> ()
}) : () -> ()
"#,
    );
    let ret = find(&file, "coretest.return");
    let block = ret.block(&file.ir).expect("in a block");
    let arg = block.arg(&file.ir, 0);
    let ctx = file.ir.ctx_arc().clone();
    let mut state = OperationState::new(ctx.op_name("coretest.add"), ctx.unknown_loc());
    state.operands = vec![arg, arg];
    state.result_types = vec![ctx.integer_type(64)];
    let add = file.ir.create_op(ret.body, state);
    file.ir.insert_op(add, InsertPoint::Before(ret));
    let diags = verify(&file.ir, file.module()).expect_err("invalid");
    assert_eq!(
        messages(&diags),
        ["'coretest.add' op requires the same type for all operands and results"]
    );
    // The note shows the op as it is now.
    let note = &diags[0].notes[0].message;
    assert!(note.contains("\"coretest.add\"(%arg0, %arg0)"), "{note}");
}

/// A block of 2,000 ops, verified in runs of ops on threads: `verify`
/// reports the first failure in op order, `verify_all` every failure in
/// op order, as with threads off.
#[test]
fn long_blocks_verified_in_runs_report_in_op_order() {
    let bad = |i: usize| {
        format!("  %bad{i} = \"coretest.constant\"() <{{value = {i} : i64}}> : () -> i32\n")
    };
    let mut src = String::new();
    for i in 0..2_000 {
        src += &match i {
            150 | 1_333 | 1_999 => bad(i),
            700 => {
                format!("  \"t.wrap\"() ({{\n{}  \"t.end\"() : () -> ()\n}}) : () -> ()\n", bad(i))
            }
            _ => format!("  \"t.op\"() {{n = {i}}} : () -> ()\n"),
        };
    }
    let file = parse(&src);
    let ctx = file.ir.ctx();
    // The line of each diagnostic: line i + 1 holds op i up to op 700,
    // whose bad constant is on the next line, inside its region; op 700
    // takes four lines, so op i > 700 is on line i + 4.
    let lines = |diags: &[mlir_core::context::diagnostics::Diagnostic]| -> Vec<u32> {
        diags
            .iter()
            .map(|d| match d.loc.data(ctx) {
                mlir_core::context::builtin::location::LocationData::FileLineCol {
                    line, ..
                } => *line,
                other => panic!("unexpected location {other:?}"),
            })
            .collect()
    };
    let mut runs = Vec::new();
    for threads in [false, true, true, true] {
        ctx.set_multithreading(threads);
        let first = verify(&file.ir, file.module()).expect_err("invalid");
        let all = verify_all(&file.ir, file.module());
        // Each bad constant reports its types, then the failed inference.
        let wrong = |d: &mlir_core::context::diagnostics::Diagnostic| {
            d.message.starts_with("'coretest.constant' op")
        };
        assert!(all.iter().all(wrong), "{:?}", messages(&all));
        runs.push((lines(&first), lines(&all)));
    }
    let all = vec![151, 151, 702, 702, 1_337, 1_337, 2_003, 2_003];
    assert_eq!(runs[0], (vec![151, 151], all));
    for run in &runs[1..] {
        assert_eq!(run, &runs[0]);
    }
}
