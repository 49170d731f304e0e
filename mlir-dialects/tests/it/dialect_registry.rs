//! `DialectRegistry`: which dialects a context made from it has, dependent
//! dialects pulled in, and extensions attaching interface models to ops of
//! another crate.

use mlir_core::semantics::interface_support::implement;
use mlir_core::{Context, DialectRegistry};
use mlir_dialects::{arith, cf, func};

/// An interface of this test crate, which `arith` knows nothing of.
trait Describe: Send + Sync {
    fn describe(&self) -> &'static str;
}

struct AddiDescription;

impl Describe for AddiDescription {
    fn describe(&self) -> &'static str {
        "integer addition"
    }
}

static ADDI_DESCRIPTION: &dyn Describe = &AddiDescription;

#[test]
fn a_context_has_the_registry_dialects_and_their_dependencies() {
    let registry = DialectRegistry::new().with::<cf::ControlFlow>();
    assert_eq!(registry.namespaces().collect::<Vec<_>>(), ["cf"]);
    let ctx = Context::with_dialects(&registry);
    assert!(ctx.is_dialect_registered("cf"));
    // `cf` depends on `arith`.
    assert!(ctx.is_dialect_registered("arith"));
    assert!(ctx.lookup_registered_op("arith.addi").is_some());
    assert!(!ctx.is_dialect_registered("func"));
    assert!(ctx.lookup_registered_op("func.return").is_none());
}

#[test]
fn adding_a_dialect_twice_keeps_one() {
    let mut registry = DialectRegistry::new();
    registry.insert::<func::Func>().insert::<func::Func>().insert::<arith::Arith>();
    let mut other = DialectRegistry::new();
    other.insert::<arith::Arith>().insert::<cf::ControlFlow>();
    registry.merge(&other);
    assert_eq!(registry.namespaces().collect::<Vec<_>>(), ["func", "arith", "cf"]);
    assert!(registry.contains("cf") && !registry.contains("ub"));
}

#[test]
fn register_all_has_every_standard_dialect() {
    let registry = mlir_dialects::all_dialects();
    assert_eq!(
        registry.namespaces().collect::<Vec<_>>(),
        ["affine", "arith", "cf", "dlti", "func", "index", "llvm", "math", "memref", "scf", "ub"]
    );
    let ctx = Context::with_dialects(&registry);
    for op in [
        "arith.addi",
        "cf.br",
        "func.func",
        "index.add",
        "llvm.func",
        "math.sincos",
        "memref.subview",
        "scf.for",
        "ub.poison",
    ] {
        assert!(ctx.lookup_registered_op(op).is_some(), "{op} is not registered");
    }
}

#[test]
fn an_extension_attaches_a_model_to_an_op_of_another_crate() {
    let mut registry = DialectRegistry::new();
    registry.insert::<arith::Arith>();
    registry.add_extension(|ctx: &Context| {
        ctx.attach_interface("arith.addi", implement::<dyn Describe>(&ADDI_DESCRIPTION))
            .expect("attached before arith registers");
    });
    let ctx = Context::with_dialects(&registry);
    let addi = ctx.lookup_registered_op("arith.addi").unwrap();
    let model = addi.interface::<dyn Describe>(&ctx).expect("the extension's model");
    assert_eq!(model.describe(), "integer addition");
    let subi = ctx.lookup_registered_op("arith.subi").unwrap();
    assert!(subi.interface::<dyn Describe>(&ctx).is_none());
    // Without the extension, no model.
    let plain = Context::with_dialects(&DialectRegistry::new().with::<arith::Arith>());
    let addi = plain.lookup_registered_op("arith.addi").unwrap();
    assert!(addi.interface::<dyn Describe>(&plain).is_none());
}
