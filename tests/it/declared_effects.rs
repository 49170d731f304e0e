//! Memory effects declared in `#[op]` (`effects = [...]` on the op and on
//! its operands and results, ODS's `MemoryEffects<[...]>` and
//! `Arg<..., [MemRead]>`) as `--cse` and `--canonicalize` see them, also
//! on an op with `RecursiveMemoryEffects`, whose own effects count before
//! those of its nested ops.
//!
//! The expected texts are mlir-opt 22's output for the same functions
//! written with `memref`'s ops of the same effects (`memref.load`: a read
//! of its memref operand; `memref.store`: a write of it; `memref.alloc`:
//! an allocation of its result, printed there with its
//! `operandSegmentSizes` property), the op names mapped to this test's
//! dialect. `memref`'s own canonicalization patterns (a dead allocation
//! only stored to) are left out: they are not effects. `mem.apply`, an op
//! with a region, `RecursiveMemoryEffects` and a write of its operand,
//! stands for `linalg.generic` on a memref output (the same traits and
//! effect), which mlir-opt 22's `cse` keeps twice.

use std::sync::Arc;

use mlir_rs::core::definitions::interfaces::memory_effects::{
    is_memory_effect_free, only_reads_memory,
};
use mlir_rs::prelude::*;

/// Ops named after `memref`'s, with the same effects.
#[dialect(name = "mem", ops = [LoadOp, StoreOp, AllocOp, PeekOp, PokeOp, ApplyOp, DoneOp])]
pub struct Mem;

/// Reads the memory `addr` names.
#[op(dialect = Mem, name = "load")]
pub struct LoadOp {
    #[operand(effects = [MemRead])]
    addr: AnyType,
    #[result]
    value: AnyType,
}

/// Writes `value` to the memory `addr` names.
#[op(dialect = Mem, name = "store")]
pub struct StoreOp {
    #[operand]
    value: AnyType,
    #[operand(effects = [MemWrite])]
    addr: AnyType,
}

/// Allocates memory.
#[op(dialect = Mem, name = "alloc")]
pub struct AllocOp {
    #[result(effects = [MemAlloc(Resource::AUTOMATIC_ALLOCATION_SCOPE)])]
    addr: AnyType,
}

/// Reads some memory: an effect of the op, on no value.
#[op(dialect = Mem, name = "peek", effects = [MemRead])]
pub struct PeekOp {
    #[operand]
    addr: AnyType,
    #[result]
    value: AnyType,
}

/// Writes some memory.
#[op(dialect = Mem, name = "poke", effects = [MemWrite])]
pub struct PokeOp {
    #[operand]
    value: AnyType,
}

/// Runs its body over the memory `out` names, writing it: effects of its
/// own besides those of its body.
#[op(dialect = Mem, name = "apply", traits = [RecursiveMemoryEffects])]
pub struct ApplyOp {
    #[operand(effects = [MemWrite])]
    out: AnyType,
    #[region]
    body: SizedRegion<1>,
}

/// Ends `mem.apply`'s body.
#[op(dialect = Mem, name = "done", traits = [IsTerminator, Pure])]
pub struct DoneOp {}

fn run(flag: &str, input: &str) -> String {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Mem>();
    let tool = OptTool::new("mem-opt", &registry);
    let out = tool.run_in_memory(&[flag, "--mlir-print-op-generic"], "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    out.stdout_lossy().into_owned()
}

#[test]
fn the_macro_lists_each_effect_on_its_value() {
    let ctx = Context::with_dialects(&{
        let mut registry = DialectRegistry::new();
        registry.insert::<Mem>();
        registry
    });
    ctx.set_allow_unregistered_dialects(true);
    let text = "%m = \"x.m\"() : () -> i64\n%a = \"mem.alloc\"() : () -> i64\n\
                %v = \"mem.load\"(%m) : (i64) -> i32\n\"mem.store\"(%v, %m) : (i32, i64) -> ()\n\
                \"mem.poke\"(%v) : (i32) -> ()\n";
    let module = Module::parse(Arc::new(ctx), "in.mlir", text).unwrap();
    let ir = module.ir();
    let ops: Vec<Op> = module.op().body(ir).ops(ir).collect();
    let effects = |op: Op| {
        let mut out = Vec::new();
        MemoryEffectOpInterfaceRef::get(ir, op).unwrap().effects(ir, &mut out);
        out.iter().map(|e| (e.kind, e.resource, e.value)).collect::<Vec<_>>()
    };
    let (m, a) = (ops[0].result(ir, 0), ops[1].result(ir, 0));
    let automatic = Resource::AUTOMATIC_ALLOCATION_SCOPE;
    assert_eq!(effects(ops[1]), [(EffectKind::Allocate, automatic, Some(a))]);
    assert_eq!(effects(ops[2]), [(EffectKind::Read, Resource::DEFAULT, Some(m))]);
    assert_eq!(effects(ops[3]), [(EffectKind::Write, Resource::DEFAULT, Some(m))]);
    assert_eq!(effects(ops[4]), [(EffectKind::Write, Resource::DEFAULT, None)]);
}

#[test]
fn cse_merges_reads_but_not_across_a_write() {
    let input = r#"func.func @cse_reads(%m: memref<i32>, %v: i32) -> (i32, i32, i32) {
  %a = "mem.load"(%m) : (memref<i32>) -> i32
  %b = "mem.load"(%m) : (memref<i32>) -> i32
  "mem.store"(%v, %m) : (i32, memref<i32>) -> ()
  %c = "mem.load"(%m) : (memref<i32>) -> i32
  return %a, %b, %c : i32, i32, i32
}
"#;
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (i32, i32, i32), sym_name = "cse_reads"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    %0 = "mem.load"(%arg0) : (memref<i32>) -> i32
    "mem.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
    %1 = "mem.load"(%arg0) : (memref<i32>) -> i32
    "func.return"(%0, %0, %1) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(run("--cse", input), expected);
    // The op's own effects act the same: `peek` reads, `poke` writes.
    let own = input
        .replace(r#""mem.load"(%m)"#, r#""mem.peek"(%m)"#)
        .replace(r#""mem.store"(%v, %m) : (i32, memref<i32>)"#, r#""mem.poke"(%v) : (i32)"#);
    let own_expected = expected.replace(r#""mem.load"(%arg0)"#, r#""mem.peek"(%arg0)"#).replace(
        r#""mem.store"(%arg1, %arg0) : (i32, memref<i32>)"#,
        r#""mem.poke"(%arg1) : (i32)"#,
    );
    assert_eq!(run("--cse", &own), own_expected);
}

#[test]
fn canonicalize_erases_unused_reads_and_allocations_and_keeps_writes() {
    let input = r#"func.func @dead(%m: memref<i32>, %v: i32) {
  %a = "mem.alloc"() : () -> memref<i32>
  %b = "mem.load"(%m) : (memref<i32>) -> i32
  %c = "mem.peek"(%m) : (memref<i32>) -> i32
  "mem.store"(%v, %m) : (i32, memref<i32>) -> ()
  "mem.poke"(%v) : (i32) -> ()
  return
}
"#;
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (), sym_name = "dead"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    "mem.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
    "mem.poke"(%arg1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(run("--canonicalize", input), expected);
}

/// Two `mem.apply` of one memref, their bodies free of effects (as
/// `linalg.generic` bodies that yield their argument).
const TWO_APPLIES: &str = r#"func.func @apply_twice(%m: memref<4xf32>) {
  "mem.apply"(%m) ({
    "mem.done"() : () -> ()
  }) : (memref<4xf32>) -> ()
  "mem.apply"(%m) ({
    "mem.done"() : () -> ()
  }) : (memref<4xf32>) -> ()
  return
}
"#;

#[test]
fn an_op_with_recursive_effects_and_a_write_of_its_own_is_not_effect_free() {
    let ctx = Context::with_dialects(&{
        let mut registry = DialectRegistry::new();
        mlir_rs::dialects::register_all(&mut registry);
        registry.insert::<Mem>();
        registry
    });
    let module = Module::parse(Arc::new(ctx), "in.mlir", TWO_APPLIES).unwrap();
    let ir = module.ir();
    let func = module.op().body(ir).ops(ir).next().unwrap();
    let apply = func.region(ir, 0).blocks(ir).next().unwrap().ops(ir).next().unwrap();
    assert_eq!(apply.name(ir).as_str(ir.ctx()), "mem.apply");
    assert!(!is_memory_effect_free(ir, apply));
    assert!(!only_reads_memory(ir, apply));
    // Its body alone is free of effects.
    let body = apply.region(ir, 0).blocks(ir).next().unwrap();
    assert!(body.ops(ir).all(|op| is_memory_effect_free(ir, op)));
}

#[test]
fn cse_and_canonicalize_keep_both_writes_of_an_op_with_recursive_effects() {
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "apply_twice"}> ({
  ^bb0(%arg0: memref<4xf32>):
    "mem.apply"(%arg0) ({
      "mem.done"() : () -> ()
    }) : (memref<4xf32>) -> ()
    "mem.apply"(%arg0) ({
      "mem.done"() : () -> ()
    }) : (memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(run("--cse", TWO_APPLIES), expected);
    assert_eq!(run("--canonicalize", TWO_APPLIES), expected);
}
