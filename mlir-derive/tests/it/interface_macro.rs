//! Behaviour of what `#[interface]` generates: lookup through the
//! interface map, default and static methods, base interfaces registered
//! with the interface that requires them, external models attached by a
//! registry extension or given in `interfaces = [I = MODEL]`, and the
//! interface's verifier, run where the op's traits list its marker or
//! after them, or after the nested ops (`verify_regions`).

use std::sync::Arc;

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::AnyType;
use mlir_core::semantics::traits::{OpTrait, TraitDef};
use mlir_core::verify::one_call_api::Module;
use mlir_core::{Context, Type};
use mlir_derive::{attr_def, dialect, interface, op, type_def};

#[dialect(name = "shape", ops = [DoubleOp, KeepOp, OrderedOp, PlainOp, NamedOp],
          interfaces = [Materialize], types = [VecType, ScalarType], attrs = [TagAttr])]
pub struct Shape;

/// Types with a size in bits (a type interface).
#[interface(type)]
pub trait Width {
    /// The size in bits.
    fn width(&self, ctx: &Context) -> u32;
}

/// A vector of 32-bit lanes: `!shape.vec<4>`.
#[type_def(dialect = Shape, mnemonic = "vec", format = "`<` $lanes `>`", interfaces = [Width])]
pub struct VecType {
    lanes: u32,
}

impl Width for VecType {
    fn width(&self, ctx: &Context) -> u32 {
        self.lanes(ctx) * 32
    }
}

/// A scalar, without an interface of its own.
#[type_def(dialect = Shape, mnemonic = "scalar")]
pub struct ScalarType;

/// Attributes that describe themselves (an attribute interface).
#[interface(attr)]
pub trait Describe {
    /// A description.
    fn describe(&self, ctx: &Context) -> String;
}

/// A tag: `#shape.tag<"x">`.
#[attr_def(dialect = Shape, mnemonic = "tag", format = "`<` $text `>`", interfaces = [Describe])]
pub struct TagAttr {
    text: String,
}

impl Describe for TagAttr {
    fn describe(&self, ctx: &Context) -> String {
        format!("tag {}", self.text(ctx))
    }
}

/// Where a dialect's constants may be created (a dialect interface).
#[interface(dialect)]
pub trait Materialize {
    /// Whether constants may go into regions of `op`.
    fn may_materialize_in(&self, ir: &IrView, op: Op) -> bool;

    /// The dialect's word for a constant (a default method).
    fn constant_word(&self) -> &'static str {
        "constant"
    }
}

impl Materialize for Shape {
    fn may_materialize_in(&self, ir: &IrView, op: Op) -> bool {
        op.name(ir).dialect(ir.ctx()) == "shape"
    }
}

/// Ops that say how many elements their result has per operand element.
#[interface(op)]
pub trait Scale {
    /// The factor.
    fn factor(&self, ir: &IrView) -> u32;

    /// Whether the op keeps the size (a default method).
    fn keeps_size(&self, ir: &IrView) -> bool {
        self.factor(ir) == 1
    }
}

/// Ops with a name for people; requires `Scale`.
#[interface(op, base = [Scale])]
pub trait Named {
    /// A static method: no op.
    fn title() -> &'static str;
}

/// Ops whose result type must be the operand's, checked by the
/// interface's verifier.
#[interface(op, verify = same_types)]
pub trait Typed {
    /// The type the result must have.
    fn expected(&self, ir: &IrView) -> Type;
}

fn same_types(ir: &IrView, op: TypedRef) -> VerifyResult {
    let result = op.op().result(ir, 0).ty(ir);
    if result != op.expected(ir) {
        return Err(op.op().emit_op_error(ir, "result type differs from the operand's").into());
    }
    Ok(())
}

/// A trait whose verifier reports first, to show the order.
pub struct NotEmptyName;
impl OpTrait for NotEmptyName {
    const DEF: TraitDef = TraitDef::verifier("NotEmptyName", |ir, op| {
        if op.attrs(ir).is_empty() {
            return Err(op.emit_op_error(ir, "needs an attribute").into());
        }
        Ok(())
    });
}

/// Doubles: `shape.double %x : i32`.
#[op(dialect = Shape, name = "double", interfaces = [Scale],
     format = "$input attr-dict `:` type($input) `->` type($result)")]
pub struct DoubleOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

impl Scale for DoubleOp {
    fn factor(&self, _: &IrView) -> u32 {
        2
    }
}

/// Keeps the size, its model given in `interfaces`.
#[op(dialect = Shape, name = "keep", interfaces = [dyn ScaleModelOf = KeepScale],
     format = "attr-dict")]
pub struct KeepOp {}

/// `Scale`'s model trait under another name, as a user may import it.
use ScaleModel as ScaleModelOf;

struct KeepScale;
impl ScaleModel for KeepScale {
    fn factor(&self, _: Op, _: &IrView) -> u32 {
        1
    }
    fn keeps_size(&self, _: Op, _: &IrView) -> bool {
        true
    }
}

/// Lists `TypedTrait` before `NotEmptyName`: the interface's verifier runs
/// first.
#[op(dialect = Shape, name = "ordered", traits = [TypedTrait, NotEmptyName],
     interfaces = [Typed], format = "$input attr-dict `:` type($input) `->` type($result)")]
pub struct OrderedOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

impl Typed for OrderedOp {
    fn expected(&self, ir: &IrView) -> Type {
        self.input(ir).ty(ir)
    }
}

/// Implements `Typed` without listing its marker: the verifier runs after
/// its traits (`NotEmptyName`).
#[op(dialect = Shape, name = "plain", traits = [NotEmptyName], interfaces = [Typed],
     format = "$input attr-dict `:` type($input) `->` type($result)")]
pub struct PlainOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

impl Typed for PlainOp {
    fn expected(&self, ir: &IrView) -> Type {
        self.input(ir).ty(ir)
    }
}

/// Lists `Named` and its base `Scale`: an op lists every interface it
/// implements.
#[op(dialect = Shape, name = "named", interfaces = [Scale, Named], format = "attr-dict")]
pub struct NamedOp {}

impl Scale for NamedOp {
    fn factor(&self, _: &IrView) -> u32 {
        3
    }
}

impl Named for NamedOp {
    fn title() -> &'static str {
        "the named op"
    }
}

/// A dialect of one op whose interface verifies after its nested ops.
#[dialect(name = "nest", ops = [HoldOp])]
pub struct Nest;

/// Ops whose regions must hold ops, checked after the nested ops (a region
/// verifier, as MLIR's `verifyWithRegions`).
#[interface(op, verify_regions = holds_ops)]
pub trait Holder {
    /// The fewest ops the first region must hold.
    fn min_ops(&self, ir: &IrView) -> usize;
}

fn holds_ops(ir: &IrView, op: HolderRef) -> VerifyResult {
    let region = op.op().region(ir, 0);
    let held = region.blocks(ir).map(|b| b.ops(ir).count()).sum::<usize>();
    if held < op.min_ops(ir) {
        return Err(op.op().emit_op_error(ir, format!("holds {held} ops")).into());
    }
    Ok(())
}

/// Holds at least two ops: `"nest.hold"() ({ … }) : () -> ()`.
#[op(dialect = Nest, name = "hold", interfaces = [Holder])]
pub struct HoldOp {
    #[region]
    body: mlir_core::semantics::constraints::AnyRegion,
}

impl Holder for HoldOp {
    fn min_ops(&self, _: &IrView) -> usize {
        2
    }
}

fn context(registry: &DialectRegistry) -> Arc<Context> {
    let ctx = Arc::new(Context::with_dialects(registry));
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn shape_registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry.insert::<Shape>();
    registry
}

/// The ops of `text`'s module, parsed and verified.
fn ops_of(ctx: &Arc<Context>, text: &str) -> (Module, Vec<Op>) {
    let module = Module::parse(ctx, "t.mlir", text).unwrap();
    let ops = module.op().body(module.ir()).ops(module.ir()).collect();
    (module, ops)
}

#[test]
fn ops_are_found_through_the_interface_map() {
    let ctx = context(&shape_registry());
    let text =
        "%a = \"u.v\"() : () -> i32\n%b = shape.double %a : i32 -> i32\nshape.keep\nshape.named\n";
    let (module, ops) = ops_of(&ctx, text);
    let ir = module.ir();
    assert!(ScaleRef::get(ir, ops[0]).is_none());
    let double = ScaleRef::get(ir, ops[1]).unwrap();
    assert_eq!((double.factor(ir), double.keeps_size(ir)), (2, false));
    assert_eq!(double.op(), ops[1]);
    let keep = ScaleRef::get(ir, ops[2]).unwrap();
    assert_eq!((keep.factor(ir), keep.keeps_size(ir)), (1, true));
    // The base interface, listed with `Named`.
    let named = ScaleRef::get(ir, ops[3]).unwrap();
    assert_eq!(named.factor(ir), 3);
    assert_eq!(NamedRef::get(ir, ops[3]).unwrap().title(), "the named op");
    assert!(NamedRef::get(ir, ops[1]).is_none());
}

#[test]
fn external_models_attach_through_the_registry() {
    /// `keeps_size` comes from the trait's default, rewritten onto the
    /// model (`self.factor(ir)` asks this model).
    struct Unregistered;
    impl ScaleModel for Unregistered {
        fn factor(&self, _: Op, _: &IrView) -> u32 {
            7
        }
    }
    static SEVEN: &dyn ScaleModel = &Unregistered;
    let mut registry = shape_registry();
    // `shape.keep` has a model of its own: the op's registration wins, as
    // MLIR keeps the first model of an interface.
    ScaleRef::attach::<PlainOp>(&mut registry, &SEVEN);
    let ctx = context(&registry);
    let (module, ops) =
        ops_of(&ctx, "%a = \"u.v\"() : () -> i32\n%b = shape.plain %a {x} : i32 -> i32\n");
    let ir = module.ir();
    let plain = ScaleRef::get(ir, ops[1]).unwrap();
    assert_eq!((plain.factor(ir), plain.keeps_size(ir)), (7, false));
}

#[test]
fn the_verifier_runs_where_the_marker_is_or_after_the_traits() {
    let ctx = context(&shape_registry());
    let err = |text: &str| Module::parse(&ctx, "t.mlir", text).unwrap_err().to_string();
    // Both broken: the first verifier in order reports.
    let ordered = err("%a = \"u.v\"() : () -> i32\n%b = shape.ordered %a : i32 -> i64\n");
    assert!(
        ordered.contains("'shape.ordered' op result type differs from the operand's"),
        "{ordered}"
    );
    let plain = err("%a = \"u.v\"() : () -> i32\n%b = shape.plain %a : i32 -> i64\n");
    assert!(plain.contains("'shape.plain' op needs an attribute"), "{plain}");
    // Only the interface's check broken: it runs in both.
    let ordered = err("%a = \"u.v\"() : () -> i32\n%b = shape.ordered %a {x} : i32 -> i64\n");
    assert!(
        ordered.contains("'shape.ordered' op result type differs from the operand's"),
        "{ordered}"
    );
    let plain = err("%a = \"u.v\"() : () -> i32\n%b = shape.plain %a {x} : i32 -> i64\n");
    assert!(plain.contains("'shape.plain' op result type differs from the operand's"), "{plain}");
    assert!(
        Module::parse(
            &ctx,
            "t.mlir",
            "%a = \"u.v\"() : () -> i32\n%b = shape.plain %a {x} : i32 -> i32\n"
        )
        .is_ok()
    );
}

#[test]
fn a_region_verifier_runs_after_the_nested_ops() {
    let mut registry = DialectRegistry::new();
    registry.insert::<Nest>();
    let ctx = context(&registry);
    // Both holders hold too few ops: the inner one reports, as the outer's
    // check waits for its nested ops.
    let text = "\"nest.hold\"() ({\n  \"nest.hold\"() ({\n  }) : () -> ()\n}) : () -> ()\n";
    let err = Module::parse(&ctx, "t.mlir", text).unwrap_err().to_string();
    assert!(err.starts_with("t.mlir:2:3: error: 'nest.hold' op holds 0 ops"), "{err}");
    let ok = "\"nest.hold\"() ({\n  \"u.v\"() : () -> ()\n  \"u.v\"() : () -> ()\n}) : () -> ()\n";
    assert!(Module::parse(&ctx, "t.mlir", ok).is_ok());
}

#[test]
fn dialect_interfaces_are_found_by_namespace() {
    struct OtherWords;
    impl MaterializeModel for OtherWords {
        fn may_materialize_in(&self, _: &IrView, _: Op) -> bool {
            false
        }
        fn constant_word(&self) -> &'static str {
            "literal"
        }
    }
    static OTHER: &dyn MaterializeModel = &OtherWords;
    /// A model that keeps the trait's default word (its body names no
    /// `self`, so the model trait has it too).
    struct Plain;
    impl MaterializeModel for Plain {
        fn may_materialize_in(&self, _: &IrView, _: Op) -> bool {
            true
        }
    }
    static PLAIN: &dyn MaterializeModel = &Plain;
    let mut registry = shape_registry();
    MaterializeRef::attach(&mut registry, "u", &OTHER);
    MaterializeRef::attach(&mut registry, "plain", &PLAIN);
    // The dialect's own model comes first and stays.
    MaterializeRef::attach(&mut registry, "shape", &OTHER);
    let ctx = context(&registry);
    let (module, ops) = ops_of(&ctx, "%a = \"u.v\"() : () -> i32\nshape.keep\n");
    let ir = module.ir();
    let shape = MaterializeRef::get(&ctx, "shape").unwrap();
    assert_eq!(shape.constant_word(), "constant");
    assert!(shape.may_materialize_in(ir, ops[1]));
    assert!(!shape.may_materialize_in(ir, ops[0]));
    let of_u = MaterializeRef::of_op(ir, ops[0]).unwrap();
    assert_eq!(of_u.constant_word(), "literal");
    assert_eq!(MaterializeRef::of_op(ir, ops[1]).unwrap().constant_word(), "constant");
    assert!(MaterializeRef::get(&ctx, "arith").is_none());
    assert_eq!(MaterializeRef::get(&ctx, "plain").unwrap().constant_word(), "constant");
}

#[test]
fn attribute_and_type_interfaces_are_found_through_their_kind() {
    struct ScalarWidth;
    impl WidthModel for ScalarWidth {
        fn width(&self, _: Type, _: &Context) -> u32 {
            32
        }
    }
    static SCALAR: &dyn WidthModel = &ScalarWidth;
    let mut registry = shape_registry();
    WidthRef::attach::<ScalarType>(&mut registry, &SCALAR);
    // `VecType` has a model of its own, which wins.
    WidthRef::attach::<VecType>(&mut registry, &SCALAR);
    let ctx = context(&registry);
    let vec4 = mlir_core::verify::one_call_api::parse_type(&ctx, "!shape.vec<4>").unwrap();
    assert_eq!(WidthRef::get(&ctx, vec4).unwrap().width(&ctx), 128);
    assert_eq!(WidthRef::get(&ctx, vec4).unwrap().ty(), vec4);
    let scalar = mlir_core::verify::one_call_api::parse_type(&ctx, "!shape.scalar").unwrap();
    assert_eq!(WidthRef::get(&ctx, scalar).unwrap().width(&ctx), 32);
    assert!(WidthRef::get(&ctx, ctx.integer_type(32)).is_none());
    let tag = mlir_core::verify::one_call_api::parse_attribute(&ctx, "#shape.tag<\"x\">").unwrap();
    assert_eq!(DescribeRef::get(&ctx, tag).unwrap().describe(&ctx), "tag x");
    assert!(DescribeRef::get(&ctx, ctx.unit_attr()).is_none());
}
