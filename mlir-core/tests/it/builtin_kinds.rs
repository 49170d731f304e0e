//! The builtin kinds' typed handles, which the enum-backed mode of
//! `#[type_def]` and `#[attr_def]` generates over `TypeData`, `AttrData`
//! and `LocationData`: constructors uniquing to the same values the
//! context's own constructors make, accessors, kind tests, verifiers with
//! mlir-opt's messages, and the parser reporting the same messages.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::context::builtin::attributes::{
    ArrayAttr, Attribute, BuiltinAttrKind, DenseArrayAttr, DenseElementsAttr,
    DenseStringElementsAttr, DictionaryAttr, FloatAttr, FloatBits, IntegerAttr, NamedAttr,
    OpaqueAttr, SparseElementsAttr, StringAttr, UnitAttr,
};
use mlir_core::context::builtin::kinds::KindId;
use mlir_core::context::builtin::location::{FileLineColLoc, LocationKind, NameLoc, UnknownLoc};
use mlir_core::context::builtin::types::{
    BuiltinTypeKind, ComplexType, DYNAMIC, FloatType, FunctionType, IntegerType, MemRefType,
    RankedTensorType, Type, UnrankedMemRefType, UnrankedTensorType, VectorType,
};
use mlir_core::support::apint::{APInt, Signedness};
use mlir_core::support::float::FloatKind;
use mlir_core::verify::one_call_api::{parse_attribute, parse_type};

fn ctx() -> Arc<Context> {
    Arc::new(Context::new())
}

#[test]
fn type_handles_unique_to_the_contexts_values() {
    let ctx = ctx();
    let i32 = IntegerType::get(&ctx, 32, Signedness::Signless);
    assert_eq!(Type::from(i32), ctx.integer_type(32));
    assert_eq!(i32.width(&ctx), 32);
    assert_eq!(i32.signedness(&ctx), Signedness::Signless);
    let f32 = FloatType::get(&ctx, FloatKind::F32);
    assert_eq!(f32.as_type(), ctx.f32_type());
    assert_eq!(f32.kind(&ctx), FloatKind::F32);
    let fun = FunctionType::get(&ctx, vec![i32.into()].into(), Box::new([]));
    assert_eq!(fun.as_type(), ctx.function_type(&[i32.into()], &[]));
    assert_eq!(fun.inputs(&ctx), &[ctx.integer_type(32)]);
    assert!(fun.results(&ctx).is_empty());
    let memref = ctx.memref_type(&[4, DYNAMIC], f32.into());
    let typed = MemRefType::try_from(&ctx, memref).expect("a memref");
    assert_eq!(typed.element(&ctx), ctx.f32_type());
    assert_eq!(typed.layout(&ctx), None);
}

#[test]
fn kind_tests_and_kind_ids_follow_the_variant() {
    let ctx = ctx();
    let f32 = ctx.f32_type();
    assert!(FloatType::isa(&ctx, f32));
    assert!(!IntegerType::isa(&ctx, f32));
    assert_eq!(IntegerType::try_from(&ctx, f32), None);
    let vector = ctx.vector_type(&[4], f32);
    assert_eq!(vector.kind_id(&ctx), KindId::BuiltinType(VectorType::KIND));
    assert_eq!(VectorType::KIND, BuiltinTypeKind::Vector);
    assert_eq!(BuiltinTypeKind::Vector.ods_name(), "VectorType");
    assert_eq!(BuiltinAttrKind::DenseElements.ods_name(), "DenseIntOrFPElementsAttr");
    assert_eq!(ctx.unit_attr().kind_id(&ctx), KindId::BuiltinAttr(UnitAttr::KIND));
}

#[test]
fn type_verifiers_report_mlir_opts_messages() {
    let ctx = ctx();
    let loc = ctx.unknown_loc();
    let error = |r: Result<(), String>| r.unwrap_err();
    let too_wide = IntegerType::get_checked(&ctx, loc, 16_777_216, Signedness::Signed);
    assert_eq!(too_wide.unwrap_err().message, "integer bitwidth is limited to 16777215 bits");
    let index = ctx.index_type();
    assert_eq!(error(ComplexType::verify(&ctx, &index)), "invalid element type for complex");
    let f32 = ctx.f32_type();
    assert_eq!(
        error(VectorType::verify(&ctx, &vec![4, 0].into(), &Box::default(), &f32)),
        "vector types must have positive constant sizes but got 4, 0"
    );
    assert_eq!(
        error(VectorType::verify(&ctx, &vec![4].into(), &vec![true, false].into(), &f32)),
        "number of dims must match, got 2 and 1"
    );
    let none = ctx.none_type();
    assert_eq!(
        error(VectorType::verify(&ctx, &vec![4].into(), &Box::default(), &none)),
        "failed to verify 'elementType': VectorElementTypeInterface instance"
    );
    assert_eq!(
        error(RankedTensorType::verify(&ctx, &vec![2].into(), &none, &None)),
        "invalid tensor element type: none"
    );
    assert_eq!(
        error(RankedTensorType::verify(&ctx, &vec![-2].into(), &f32, &None)),
        "invalid tensor dimension size"
    );
    assert_eq!(
        error(UnrankedTensorType::verify(&ctx, &ctx.function_type(&[], &[]))),
        "invalid tensor element type: () -> ()"
    );
    let ok = RankedTensorType::get_checked(&ctx, loc, vec![2, DYNAMIC].into(), f32, None);
    assert!(ok.is_ok());
}

#[test]
fn memref_verifiers_check_element_size_layout_and_space() {
    let ctx = ctx();
    let f32 = ctx.f32_type();
    let shape: Box<[i64]> = vec![4, DYNAMIC].into();
    let error = |r: Result<(), String>| r.unwrap_err();
    let none = ctx.none_type();
    assert_eq!(
        error(MemRefType::verify(&ctx, &shape, &none, &None, &None)),
        "invalid memref element type"
    );
    assert_eq!(
        error(MemRefType::verify(&ctx, &vec![-3].into(), &f32, &None, &None)),
        "invalid memref size"
    );
    let map = parse_attribute(&ctx, "affine_map<(d0) -> (d0)>").unwrap();
    assert_eq!(
        error(MemRefType::verify(&ctx, &shape, &f32, &Some(map), &None)),
        "memref layout mismatch between rank and affine map: 2 != 1"
    );
    let space = Some(ctx.unit_attr());
    assert_eq!(
        error(UnrankedMemRefType::verify(&ctx, &f32, &space)),
        "unsupported memory space Attribute"
    );
    let three = Some(ctx.integer_attr(ctx.integer_type(64), APInt::from_u64(64, 3)));
    assert!(MemRefType::verify(&ctx, &shape, &f32, &None, &three).is_ok());
}

#[test]
#[should_panic(
    expected = "invalid parameters for `VectorType`: vector types must have positive constant sizes but got 0"
)]
fn get_panics_on_what_the_verifier_rejects() {
    let ctx = ctx();
    let f32 = ctx.f32_type();
    VectorType::get(&ctx, vec![0].into(), Box::new([]), f32);
}

#[test]
fn the_parser_reports_the_verifiers_messages() {
    let ctx = ctx();
    let message = |text: &str| parse_type(&ctx, text).unwrap_err().to_string();
    assert!(
        message("vector<2x0xf32>")
            .contains("vector types must have positive constant sizes but got 2, 0")
    );
    assert!(message("complex<index>").contains("invalid element type for complex"));
    assert!(message("i16777216").contains("integer bitwidth is limited to 16777215 bits"));
}

#[test]
fn attribute_handles_and_verifiers() {
    let ctx = ctx();
    let i8 = ctx.integer_type(8);
    let seven = IntegerAttr::get(&ctx, i8, APInt::from_u64(8, 7));
    assert_eq!(seven.value(&ctx), &APInt::from_u64(8, 7));
    assert_eq!(seven.ty(&ctx), i8);
    assert_eq!(Attribute::from(seven), ctx.integer_attr(i8, APInt::from_u64(8, 7)));
    let loc = ctx.unknown_loc();
    let wide = IntegerAttr::get_checked(&ctx, loc, i8, APInt::from_u64(16, 7)).unwrap_err();
    assert_eq!(wide.message, "integer type bit width (8) doesn't match value bit width (16)");
    let index = IntegerAttr::get_checked(&ctx, loc, ctx.index_type(), APInt::from_u64(32, 1));
    assert_eq!(
        index.unwrap_err().message,
        "value bit width (32) doesn't match index type internal storage bit width (64)"
    );
    let not_int = IntegerAttr::get_checked(&ctx, loc, ctx.f32_type(), APInt::from_u64(32, 1));
    assert_eq!(not_int.unwrap_err().message, "expected integer or index type");
    let not_float = FloatAttr::get_checked(&ctx, loc, i8, FloatBits::new(0));
    assert_eq!(not_float.unwrap_err().message, "expected floating point type");
    let too_many_bits = FloatAttr::get_checked(&ctx, loc, ctx.f32_type(), FloatBits::new(1 << 40));
    assert_eq!(
        too_many_bits.unwrap_err().message,
        "FloatAttr type doesn't match the type implied by its value"
    );

    let list = ArrayAttr::get(&ctx, vec![seven.into(), ctx.unit_attr()].into());
    assert_eq!(list.elements(&ctx).len(), 2);
    assert!(StringAttr::try_from(&ctx, list.into()).is_none());
    let (a, b) = (ctx.ident("a"), ctx.ident("b"));
    let entry = |name, value| NamedAttr { name, value };
    let sorted =
        DictionaryAttr::get(&ctx, vec![entry(a, seven.into()), entry(b, list.into())].into());
    assert_eq!(sorted.entries(&ctx).len(), 2);
    let unsorted = vec![entry(b, seven.into()), entry(a, list.into())];
    assert_eq!(
        DictionaryAttr::verify(&ctx, &unsorted.into()).unwrap_err(),
        "dictionary entries must be sorted by name: 'a' comes after 'b'"
    );
    let twice = vec![entry(a, seven.into()), entry(a, list.into())];
    assert_eq!(
        DictionaryAttr::verify(&ctx, &twice.into()).unwrap_err(),
        "duplicate key 'a' in dictionary attribute"
    );
}

#[test]
fn location_handles() {
    let ctx = ctx();
    let loc = ctx.file_loc("a.mlir", 3, 7);
    let file = FileLineColLoc::try_from(&ctx, loc).expect("a file location");
    assert_eq!(ctx.ident_str(file.file(&ctx)), "a.mlir");
    assert_eq!((file.line(&ctx), file.col(&ctx), file.end(&ctx)), (3, Some(7), None));
    assert_eq!(loc.data(&ctx).kind(), LocationKind::FileLineCol);
    assert_eq!(UnknownLoc::get(&ctx).as_location(), ctx.unknown_loc());
    let named = NameLoc::get(&ctx, ctx.ident("callee"), Some(loc));
    assert_eq!(named.child(&ctx), Some(loc));
    assert!(!NameLoc::isa(&ctx, loc));
}

#[test]
fn builtin_kinds_answer_the_interfaces_that_list_them() {
    use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
    use mlir_core::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;
    use mlir_core::definitions::interfaces::typed_attr::TypedAttrRef;
    use mlir_core::verify::one_call_api::parse_attribute;
    let ctx = ctx();
    let f32 = ctx.f32_type();
    let memref = ctx.memref_type(&[2, DYNAMIC], f32);
    let shaped = ShapedTypeInterfaceRef::get(&ctx, memref).expect("memref is shaped");
    assert_eq!((shaped.element_type(&ctx), shaped.rank(&ctx)), (f32, Some(2)));
    let unranked = ctx.unranked_tensor_type(f32);
    let ranked =
        ShapedTypeInterfaceRef::get(&ctx, unranked).unwrap().clone_with(&ctx, Some(&[3]), f32);
    assert_eq!(ranked, ctx.ranked_tensor_type(&[3], f32));
    assert!(ShapedTypeInterfaceRef::get(&ctx, f32).is_none());
    let dense = parse_attribute(&ctx, "dense<[1, 2, 3]> : tensor<3xi8>").unwrap();
    let elements = ElementsAttrInterfaceRef::get(&ctx, dense).expect("dense holds elements");
    assert_eq!(elements.num_elements(&ctx), 3);
    assert_eq!(
        elements.element(&ctx, 2).unwrap(),
        ctx.integer_attr(ctx.integer_type(8), APInt::from_u64(8, 3))
    );
    assert_eq!(
        TypedAttrRef::get(&ctx, dense).unwrap().attr_type(&ctx),
        ctx.ranked_tensor_type(&[3], ctx.integer_type(8))
    );
    let text = parse_attribute(&ctx, "\"x\"").unwrap();
    assert_eq!(TypedAttrRef::get(&ctx, text).unwrap().attr_type(&ctx), ctx.none_type());
    assert!(TypedAttrRef::get(&ctx, ctx.unit_attr()).is_none());
}

#[test]
fn elements_attribute_verifiers() {
    let ctx = ctx();
    let error = |r: Result<(), String>| r.unwrap_err();
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let t4 = ctx.ranked_tensor_type(&[4], i32t);
    let bytes = |n: usize| -> Box<[u8]> { vec![0u8; n].into() };

    assert_eq!(DenseArrayAttr::verify(&ctx, &i32t, &2, &bytes(8)), Ok(()));
    assert_eq!(
        error(DenseArrayAttr::verify(&ctx, &i32t, &2, &bytes(7))),
        "expected data size (2 elements, 4 bytes each) does not match: 7 bytes"
    );
    assert_eq!(
        error(DenseArrayAttr::verify(&ctx, &t4, &0, &bytes(0))),
        "expected integer or floating point element type"
    );

    assert_eq!(DenseElementsAttr::verify(&ctx, &t4, &false, &bytes(16)), Ok(()));
    assert_eq!(DenseElementsAttr::verify(&ctx, &t4, &true, &bytes(4)), Ok(()));
    assert_eq!(
        error(DenseElementsAttr::verify(&ctx, &t4, &false, &bytes(4))),
        "expected data size (4 elements, 4 bytes each) does not match: 4 bytes"
    );
    let dynamic = ctx.ranked_tensor_type(&[DYNAMIC], i32t);
    assert_eq!(
        error(DenseElementsAttr::verify(&ctx, &dynamic, &true, &bytes(4))),
        "elements literal type must have static shape"
    );
    assert_eq!(
        error(DenseElementsAttr::verify(&ctx, &i32t, &true, &bytes(4))),
        "elements literal must be a shaped type"
    );
    let of_none = ctx.ranked_tensor_type(&[2], ctx.none_type());
    assert_eq!(
        error(DenseElementsAttr::verify(&ctx, &of_none, &true, &bytes(0))),
        "expected integer, index, float or complex element type, got 'none'"
    );
    let one_string: Box<[Box<[u8]>]> = vec![b"a".to_vec().into()].into();
    assert_eq!(
        error(DenseStringElementsAttr::verify(&ctx, &t4, &false, &one_string)),
        "expected 4 strings for type 'tensor<4xi32>', got 1"
    );
    assert_eq!(DenseStringElementsAttr::verify(&ctx, &t4, &true, &one_string), Ok(()));

    // sparse<[[i]], [0]> : tensor<4xi32>
    let values = DenseElementsAttr::get(&ctx, ctx.ranked_tensor_type(&[1], i32t), false, bytes(4));
    let index = |i: u64| -> Attribute {
        let ty = ctx.ranked_tensor_type(&[1, 1], i64t);
        DenseElementsAttr::get(&ctx, ty, false, i.to_le_bytes().to_vec().into()).into()
    };
    assert_eq!(SparseElementsAttr::verify(&ctx, &t4, &index(3), &values.into()), Ok(()));
    assert_eq!(
        error(SparseElementsAttr::verify(&ctx, &t4, &index(4), &values.into())),
        "sparse index #0 is not contained within the value shape, with index=[4], and type='tensor<4xi32>'"
    );
    let square =
        DenseElementsAttr::get(&ctx, ctx.ranked_tensor_type(&[1, 1], i32t), true, bytes(4));
    assert_eq!(
        error(SparseElementsAttr::verify(&ctx, &t4, &index(0), &square.into())),
        "expected 1-d tensor for sparse element values"
    );
    let two = DenseElementsAttr::get(&ctx, ctx.ranked_tensor_type(&[2], i32t), true, bytes(4));
    assert_eq!(
        error(SparseElementsAttr::verify(&ctx, &t4, &index(0), &two.into())),
        "expected shape ([4]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([2])"
    );
    let message =
        parse_attribute(&ctx, "sparse<[[7]], [1]> : tensor<4xi32>").unwrap_err().to_string();
    assert!(message.contains("sparse index #0 is not contained within the value shape, with index=[7], and type='tensor<4xi32>'"), "{message}");
}

#[test]
fn opaque_attribute_verifier() {
    let ctx = ctx();
    let data: Box<str> = "body".into();
    assert_eq!(
        OpaqueAttr::verify(&ctx, &ctx.ident("9x"), &data, &None).unwrap_err(),
        "invalid dialect namespace '9x'"
    );
    assert_eq!(
        OpaqueAttr::verify(&ctx, &ctx.ident("foo"), &data, &None).unwrap_err(),
        "#foo<\"body\"> : none attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    assert_eq!(OpaqueAttr::verify(&ctx, &ctx.ident("builtin"), &data, &None), Ok(()));
    ctx.set_allow_unregistered_dialects(true);
    assert_eq!(OpaqueAttr::verify(&ctx, &ctx.ident("foo"), &data, &None), Ok(()));
}

#[test]
fn a_repeated_key_is_found_in_small_and_large_dictionaries() {
    use mlir_core::asm::parser::{ParseConfig, parse_source};
    let first_error = |entries: &[&str]| {
        let src = format!("\"t.a\"() {{{}}} : () -> ()\n", entries.join(", "));
        let ctx = Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        match parse_source(ctx, &src, &ParseConfig::new("t.mlir")) {
            Ok(_) => String::new(),
            Err(diags) => diags[0].message.clone(),
        }
    };
    let names: Vec<String> = (0..40).map(|i| format!("k{i} = {i}")).collect();
    let repeated = "duplicate key 'k1' in dictionary attribute";
    let small: Vec<&str> = names[..4].iter().map(String::as_str).collect();
    assert_eq!(first_error(&small), "");
    assert_eq!(first_error(&[small.as_slice(), &["k1 = 9"]].concat()), repeated);
    // Past the entries a scan covers, the names go to a set: a repeat of
    // an early name is still caught.
    let large: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(first_error(&large), "");
    assert_eq!(first_error(&[large.as_slice(), &["k1 = 9"]].concat()), repeated);
    assert_eq!(
        first_error(&[large.as_slice(), &["k39 = 9"]].concat()),
        "duplicate key 'k39' in dictionary attribute"
    );
}
