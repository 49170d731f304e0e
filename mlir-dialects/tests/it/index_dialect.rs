//! The `index` dialect through its Rust API: registration (names, traits,
//! the `#index<cmp_predicate …>` attribute kind), the predicate enum, and
//! ops built with the generated builders printed with their result names.
//! Printed forms were checked against mlir-opt-22.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::printer::attr_to_string;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::{OpNameConst, OpTraits};
use mlir_dialects::index::{AddOp, CmpOp, Index, IndexCmpPredicate};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::index::register(&ctx);
    ctx
}

#[test]
fn registration_names_and_traits() {
    let ctx = context();
    assert_eq!(Index::NAMESPACE, "index");
    assert_eq!([AddOp::NAME, CmpOp::NAME], ["index.add", "index.cmp"]);
    let traits = |name: &str| ctx.lookup_registered_op(name).expect(name).traits(&ctx);
    assert!(traits("index.add").contains(OpTraits::COMMUTATIVE.union(OpTraits::NO_MEMORY_EFFECT)));
    assert!(traits("index.constant").contains(OpTraits::CONSTANT_LIKE));
    assert!(traits("index.bool.constant").contains(OpTraits::CONSTANT_LIKE));
    // Divisions may trap: no memory effect, but not speculatable.
    assert!(traits("index.divs").contains(OpTraits::NO_MEMORY_EFFECT));
    assert!(!traits("index.divs").contains(OpTraits::ALWAYS_SPECULATABLE));
    assert!(!traits("index.sub").contains(OpTraits::COMMUTATIVE));
    assert_eq!(
        ["add", "and", "bool.constant", "casts"]
            .map(|n| ctx.lookup_registered_op(&format!("index.{n}")).is_some()),
        [true; 4]
    );
    assert!(ctx.lookup_attr_def("index", "cmp_predicate").is_some());
}

#[test]
fn predicate_attribute_is_written_bare() {
    let ctx = context();
    let attr = IndexCmpPredicate::Uge.attr(&ctx);
    assert_eq!(attr_to_string(&ctx, attr), "#index<cmp_predicate uge>");
    assert_eq!(IndexCmpPredicate::from_attr(&ctx, attr), Some(IndexCmpPredicate::Uge));
    assert_eq!(IndexCmpPredicate::Sle.to_string(), "sle");
}
