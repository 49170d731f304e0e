//! A dialect defined as a user would, through the facade alone: an op with
//! a region in custom form and no default dialect, run through an opt tool
//! made for it. mlir-opt 22 has the same situation with
//! `scf.execute_region` (a custom-form op with a region whose ops must be
//! spelled with their dialect): its messages are the expected texts.

use mlir_rs::prelude::*;

/// Ops with regions.
#[dialect(name = "nest", ops = [WrapOp, EndOp])]
pub struct Nest;

/// Wraps a region; declares no default dialect for it.
#[op(dialect = Nest, name = "wrap", format = "$body attr-dict")]
pub struct WrapOp {
    #[region]
    body: AnyRegion,
}

/// Ends a region.
#[op(dialect = Nest, name = "end", traits = [IsTerminator], format = "attr-dict")]
pub struct EndOp {}

fn tool() -> OptTool {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Nest>();
    OptTool::new("nest-opt", &registry)
}

#[test]
fn ops_inside_are_spelled_in_full() {
    let input = "nest.wrap {\n  nest.end\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(out.stdout_lossy(), "module {\n  nest.wrap {\n    nest.end\n  }\n}\n\n");
}

#[test]
fn a_bare_name_inside_finds_no_default_dialect() {
    let input = "nest.wrap {\n  end\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr_lossy(),
        "in.mlir:2:3: error: Dialect `' not found for custom op 'end'  (tried '.end' as well)\n  \
         end\n  ^\nin.mlir:2:3: note: Available dialects: affine, arith, builtin, cf, func, index, math, memref, nest, scf, ub ; \
         for more info on dialect registration see \
         https://mlir.llvm.org/getting_started/Faq/\
         #registered-loaded-dependent-whats-up-with-dialects-management\n"
    );
}

#[test]
fn an_unknown_op_of_the_dialect_is_unknown() {
    let input = "nest.wrap {\n  nest.bogus\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy().starts_with("in.mlir:2:3: error: custom op 'nest.bogus' is unknown\n"),
        "{}",
        out.stderr_lossy()
    );
}
