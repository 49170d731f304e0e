//! Builtin attributes and types through the interface map: the core's
//! `TypedAttr`, `ShapedTypeInterface` and `ElementsAttrInterface` models of
//! the builtin kinds (registered by `Context::new`), and an external model
//! attached to a builtin kind by a registry extension, which never
//! replaces the kind's own.

use std::sync::Arc;

use mlir_core::context::builtin::kinds::{BuiltinAttrKind, BuiltinTypeKind};
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::definitions::interfaces::elements_attr::{ElementsAttrInterfaceRef, NoElement};
use mlir_core::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;
use mlir_core::definitions::interfaces::typed_attr::{TypedAttrModel, TypedAttrRef};
use mlir_core::verify::one_call_api::{parse_attribute, parse_type};
use mlir_core::{Attribute, Context, Type};
use mlir_derive::interface;

/// A context that reads types of unregistered dialects (`!x.str`).
fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn attr(ctx: &Arc<Context>, text: &str) -> Attribute {
    parse_attribute(ctx, text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn ty(ctx: &Arc<Context>, text: &str) -> Type {
    parse_type(ctx, text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The type text of a typed attribute, through its model.
fn typed(ctx: &Arc<Context>, text: &str) -> Option<String> {
    let model = TypedAttrRef::get(ctx, attr(ctx, text))?;
    Some(model.attr_type(ctx).display(ctx).to_string())
}

#[test]
fn builtin_attributes_with_a_type_are_typed_attrs() {
    let ctx = context();
    let cases = [
        ("5 : i16", Some("i16")),
        ("true", Some("i1")),
        ("1.5 : f32", Some("f32")),
        ("dense<[1, 2]> : tensor<2xi32>", Some("tensor<2xi32>")),
        ("dense<[\"a\", \"b\"]> : tensor<2x!x.str>", Some("tensor<2x!x.str>")),
        ("dense_resource<blob> : tensor<3xf32>", Some("tensor<3xf32>")),
        ("sparse<[[0, 1]], [5]> : tensor<2x3xi32>", Some("tensor<2x3xi32>")),
        ("\"text\" : i32", Some("i32")),
        // A string without a written type has `none`, as in MLIR.
        ("\"text\"", Some("none")),
        ("unit", None),
        ("[1 : i32]", None),
        ("affine_map<(d0) -> (d0)>", None),
    ];
    for (text, expected) in cases {
        assert_eq!(typed(&ctx, text).as_deref(), expected, "{text}");
        let convenience = attr(&ctx, text).typed_attr_type(&ctx);
        assert_eq!(convenience.map(|t| t.display(&ctx).to_string()).as_deref(), expected);
    }
}

#[test]
fn builtin_shaped_types_answer_shape_questions() {
    let ctx = context();
    let i32 = ctx.integer_type(32);
    let tensor = ShapedTypeInterfaceRef::get(&ctx, ty(&ctx, "tensor<4x?xf32>")).unwrap();
    assert_eq!(tensor.element_type(&ctx), ctx.f32_type());
    assert_eq!(tensor.shape(&ctx), Some(&[4, DYNAMIC][..]));
    assert_eq!((tensor.has_rank(&ctx), tensor.rank(&ctx)), (true, Some(2)));
    assert_eq!((tensor.has_static_shape(&ctx), tensor.num_elements(&ctx)), (false, None));
    assert_eq!(tensor.clone_with(&ctx, Some(&[3]), i32), ty(&ctx, "tensor<3xi32>"));
    assert_eq!(tensor.clone_with(&ctx, None, i32), ty(&ctx, "tensor<4x?xi32>"));

    let unranked = ShapedTypeInterfaceRef::get(&ctx, ty(&ctx, "tensor<*xi8>")).unwrap();
    assert_eq!((unranked.shape(&ctx), unranked.rank(&ctx)), (None, None));
    assert_eq!(unranked.clone_with(&ctx, None, i32), ty(&ctx, "tensor<*xi32>"));
    assert_eq!(unranked.clone_with(&ctx, Some(&[2]), i32), ty(&ctx, "tensor<2xi32>"));

    let vector = ShapedTypeInterfaceRef::get(&ctx, ty(&ctx, "vector<2x[4]xf16>")).unwrap();
    assert_eq!((vector.num_elements(&ctx), vector.has_static_shape(&ctx)), (Some(8), true));
    assert_eq!(vector.clone_with(&ctx, None, i32), ty(&ctx, "vector<2x[4]xi32>"));

    let memref = ty(&ctx, "memref<2x3xf32, strided<[3, 1]>, 1>");
    let memref = ShapedTypeInterfaceRef::get(&ctx, memref).unwrap();
    assert_eq!(memref.num_elements(&ctx), Some(6));
    assert_eq!(memref.clone_with(&ctx, None, i32), ty(&ctx, "memref<2x3xi32, strided<[3, 1]>, 1>"));
    let unranked = ShapedTypeInterfaceRef::get(&ctx, ty(&ctx, "memref<*xf32, 1>")).unwrap();
    assert_eq!(unranked.element_type(&ctx), ctx.f32_type());
    assert_eq!(unranked.clone_with(&ctx, Some(&[5]), i32), ty(&ctx, "memref<5xi32, 1>"));

    for scalar in ["i32", "index", "complex<f32>", "tuple<i32>", "() -> ()"] {
        assert!(ShapedTypeInterfaceRef::get(&ctx, ty(&ctx, scalar)).is_none(), "{scalar}");
    }
}

/// Element `index` of an elements attribute, printed.
fn element(ctx: &Context, elements: ElementsAttrInterfaceRef, index: u64) -> String {
    let value = elements.element(ctx, index).unwrap_or_else(|e| panic!("{index}: {e:?}"));
    value.display(ctx).to_string()
}

#[test]
fn dense_elements_give_their_elements() {
    let ctx = context();
    let dense = attr(&ctx, "dense<[1, 2]> : tensor<2xi32>");
    let dense = ElementsAttrInterfaceRef::get(&ctx, dense).unwrap();
    assert_eq!(dense.shaped_type(&ctx), ty(&ctx, "tensor<2xi32>"));
    assert_eq!((dense.num_elements(&ctx), dense.is_splat(&ctx)), (2, false));
    assert_eq!(element(&ctx, dense, 0), "1 : i32");
    assert_eq!(element(&ctx, dense, 1), "2 : i32");
    assert_eq!(dense.element(&ctx, 2), Err(NoElement::OutOfRange));

    let splat = attr(&ctx, "dense<1.5> : vector<2x2xf32>");
    let splat = ElementsAttrInterfaceRef::get(&ctx, splat).unwrap();
    assert_eq!((splat.num_elements(&ctx), splat.is_splat(&ctx)), (4, true));
    assert_eq!(element(&ctx, splat, 3), "1.500000e+00 : f32");

    let bools = attr(&ctx, "dense<[true, false]> : tensor<2xi1>");
    let bools = ElementsAttrInterfaceRef::get(&ctx, bools).unwrap();
    assert_eq!((element(&ctx, bools, 0), element(&ctx, bools, 1)), ("true".into(), "false".into()));

    let strings = attr(&ctx, "dense<[\"a\", \"b\"]> : tensor<2x!x.str>");
    let strings = ElementsAttrInterfaceRef::get(&ctx, strings).unwrap();
    assert_eq!(element(&ctx, strings, 1), "\"b\" : !x.str");

    let complex = attr(&ctx, "dense<(1, 2)> : tensor<complex<i32>>");
    let complex = ElementsAttrInterfaceRef::get(&ctx, complex).unwrap();
    assert_eq!(complex.element(&ctx, 0), Err(NoElement::NotIterable));
}

#[test]
fn sparse_and_resource_elements() {
    let ctx = context();
    let sparse = attr(&ctx, "sparse<[[0, 1], [1, 2]], [5, 7]> : tensor<2x3xi32>");
    let sparse = ElementsAttrInterfaceRef::get(&ctx, sparse).unwrap();
    assert_eq!((sparse.num_elements(&ctx), sparse.is_splat(&ctx)), (6, false));
    let all: Vec<String> = (0..6).map(|i| element(&ctx, sparse, i)).collect();
    assert_eq!(all, ["0 : i32", "5 : i32", "0 : i32", "0 : i32", "0 : i32", "7 : i32"]);
    assert_eq!(sparse.element(&ctx, 6), Err(NoElement::OutOfRange));

    let floats = attr(&ctx, "sparse<[[1]], [2.5]> : tensor<2xf64>");
    let floats = ElementsAttrInterfaceRef::get(&ctx, floats).unwrap();
    assert_eq!(element(&ctx, floats, 0), "0.000000e+00 : f64");
    assert_eq!(element(&ctx, floats, 1), "2.500000e+00 : f64");

    // A resource's data is a blob: no element is given as an attribute.
    let resource = attr(&ctx, "dense_resource<blob> : tensor<3xf32>");
    let resource = ElementsAttrInterfaceRef::get(&ctx, resource).unwrap();
    assert_eq!((resource.num_elements(&ctx), resource.is_splat(&ctx)), (3, false));
    assert_eq!(resource.element(&ctx, 0), Err(NoElement::NotIterable));

    assert!(ElementsAttrInterfaceRef::get(&ctx, attr(&ctx, "array<i32: 1, 2>")).is_none());
    assert!(ElementsAttrInterfaceRef::get(&ctx, attr(&ctx, "5 : i32")).is_none());
}

/// Types with a size in bits: a test interface no builtin kind has.
#[interface(type)]
pub trait BitSize {
    /// The size in bits.
    fn bit_size(&self, ctx: &Context) -> u32;
}

/// An external model for builtin integer types.
struct IntegerBits;
impl BitSizeModel for IntegerBits {
    fn bit_size(&self, ty: Type, ctx: &Context) -> u32 {
        ty.as_integer(ctx).map_or(0, |(width, _)| width)
    }
}
static INTEGER_BITS: &dyn BitSizeModel = &IntegerBits;

/// An external `TypedAttr` model that would claim every integer is `f64`.
struct WrongType;
impl TypedAttrModel for WrongType {
    fn attr_type(&self, _: Attribute, ctx: &Context) -> Type {
        ctx.f64_type()
    }
}
static WRONG_TYPE: &dyn TypedAttrModel = &WrongType;

#[test]
fn external_models_attach_to_builtin_kinds_and_the_kinds_own_wins() {
    let mut registry = DialectRegistry::new();
    BitSizeRef::attach_builtin(&mut registry, BuiltinTypeKind::Integer, &INTEGER_BITS);
    TypedAttrRef::attach_builtin(&mut registry, BuiltinAttrKind::Integer, &WRONG_TYPE);
    // A kind without a model of its own takes the external one.
    TypedAttrRef::attach_builtin(&mut registry, BuiltinAttrKind::Unit, &WRONG_TYPE);
    let ctx = Arc::new(Context::with_dialects(&registry));

    let i17 = ty(&ctx, "i17");
    assert_eq!(BitSizeRef::get(&ctx, i17).map(|b| b.bit_size(&ctx)), Some(17));
    assert!(BitSizeRef::get(&ctx, ctx.f32_type()).is_none());
    assert_eq!(typed(&ctx, "5 : i8").as_deref(), Some("i8"));
    assert_eq!(typed(&ctx, "unit").as_deref(), Some("f64"));

    // Without the registry, nothing is attached.
    let plain = Arc::new(Context::new());
    assert!(BitSizeRef::get(&plain, plain.integer_type(8)).is_none());
    assert_eq!(typed(&plain, "unit"), None);
}
