//! The `ub` dialect through its Rust API: registration (names, traits, the
//! `#ub.poison` attribute kind), the `#ub.poison` attribute and the
//! `PoisonAttrInterface` constraint, and `ub.poison`'s default `value`,
//! materialized by the parser and by the builder. Printed forms were
//! checked against mlir-opt-22.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, attr_to_string, print_ir};
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, InsertPoint};
use mlir_core::semantics::constraints::AttrConstraint;
use mlir_core::semantics::traits::{OpNameConst, OpTraits};
use mlir_core::verify::verify;
use mlir_dialects::ub::{PoisonAttr, PoisonAttrInterface, PoisonOp, Ub, UnreachableOp};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::ub::register(&ctx);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    match parse_source(context(), src, &ParseConfig::new("t.mlir")) {
        Ok(file) => file,
        Err(d) => panic!("parse failed: {:?}", d.first().map(|d| &d.message)),
    }
}

fn generic(file: &ParsedFile) -> String {
    print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() })
}

#[test]
fn registration_names_traits_and_attribute_kind() {
    let ctx = context();
    assert_eq!(Ub::NAMESPACE, "ub");
    assert_eq!([PoisonOp::NAME, UnreachableOp::NAME], ["ub.poison", "ub.unreachable"]);
    let traits = |name: &str| ctx.lookup_registered_op(name).expect(name).traits(&ctx);
    let constant = OpTraits::CONSTANT_LIKE.union(OpTraits::NO_MEMORY_EFFECT);
    assert!(traits("ub.poison").contains(constant));
    assert!(traits("ub.unreachable").contains(OpTraits::TERMINATOR));
    assert!(!traits("ub.unreachable").contains(OpTraits::NO_MEMORY_EFFECT));
    assert!(ctx.lookup_attr_def("ub", "poison").is_some());
}

#[test]
fn poison_attribute_and_its_constraint() {
    let ctx = context();
    let poison = PoisonAttr::get(&ctx).as_attr();
    assert_eq!(poison, PoisonAttr::get(&ctx).into());
    assert_eq!(attr_to_string(&ctx, poison), "#ub.poison");
    assert!(PoisonAttr::isa(&ctx, poison));
    assert!(PoisonAttrInterface::is_satisfied(&ctx, poison));
    assert!(!PoisonAttrInterface::is_satisfied(&ctx, ctx.unit_attr()));
    assert!(!PoisonAttrInterface::converts(&ctx, ctx.unit_attr()));
    assert_eq!(PoisonAttrInterface::description(), "PoisonAttrInterface instance");
}

#[test]
fn the_default_value_is_materialized() {
    let mut file = parse(
        r#"%0 = "ub.poison"() : () -> i32
%1 = "ub.poison"() <{value = #ub<poison>}> : () -> f32"#,
    );
    let ctx = file.ir.ctx_arc().clone();
    let top = file.module().region(&file.ir, 0).first_block(&file.ir).unwrap();
    let ops: Vec<_> = top.ops(&file.ir).collect();
    let poison = PoisonOp::try_from_op(&file.ir, ops[0]).expect("ub.poison");
    assert_eq!(poison.value(&file.ir), PoisonAttr::get(&ctx).as_attr());
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&mut file.ir, InsertPoint::BlockEnd(top));
    PoisonOp::build(&mut b, loc, ctx.index_type(), None);
    assert_eq!(verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    // mlir-opt-22 prints this text back unchanged.
    assert_eq!(
        generic(&file),
        r#""builtin.module"() ({
  %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
  %2 = "ub.poison"() <{value = #ub.poison}> : () -> index
}) : () -> ()

"#
    );
}
