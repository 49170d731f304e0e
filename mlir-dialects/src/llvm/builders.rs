//! Building the `llvm` ops a lowering most often needs, without spelling
//! out every attribute: a function declared by its signature, a constant
//! global of bytes (a C string), the address of a global, and a direct
//! call. Lowerings that call into the C library (`puts` for `cf.assert`,
//! `printf` for a user's print op) build on these.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, OpBuilder, OperationState, Value};
use mlir_core::{Attribute, Location, NamedAttr, Type};

use super::{
    AddressOfOp, ArrayType, CConv, CallOp, FuncOp, FunctionType, GepOp, Linkage, PtrType,
    Visibility,
};

/// Builds the op `name` at the insertion point with `props` set by name
/// (a name that is not one of the op's properties becomes a discardable
/// attribute) and `regions` empty regions.
pub fn build_with_props(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    props: &[(&str, Attribute)],
    regions: usize,
) -> Op {
    let ctx = b.ctx_arc().clone();
    let op_name = ctx.op_name(name);
    let mut state = OperationState::new(op_name, loc);
    let slots = op_name.property_names(&ctx);
    state.props = vec![None; slots.len()];
    for &(prop, value) in props {
        match slots.iter().position(|p| *p == prop) {
            Some(slot) => state.props[slot] = Some(value),
            None => state.attrs.push(NamedAttr { name: ctx.ident(prop), value }),
        }
    }
    state.num_new_regions = regions;
    b.build(state)
}

/// `llvm.func @name(…) -> …` declared (no body) at the insertion point,
/// with the default linkage (`external`), calling convention and
/// visibility: `llvm.func @printf(!llvm.ptr, ...) -> i32`.
pub fn declare_function(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    ty: FunctionType,
) -> FuncOp {
    let ctx = b.ctx_arc().clone();
    let props = [
        ("CConv", CConv::C.attr(&ctx)),
        ("function_type", ctx.type_attr(ty.into())),
        ("linkage", Linkage::External.attr(&ctx)),
        ("sym_name", ctx.string_attr(name)),
        ("visibility_", Visibility::Default.attr(&ctx)),
    ];
    let op = build_with_props(b, loc, FuncOp::DEF.name, &props, 1);
    FuncOp::from_op_unchecked(op)
}

/// A constant global named `name` holding `bytes` (include the NUL of a
/// C string) as `!llvm.array<N x i8>`, built at the insertion point with
/// `linkage`; returns the array type.
/// `llvm.mlir.global private constant @m(dense<[104, 105, 0]> : tensor<3xi8>) {addr_space = 0 : i32}`.
pub fn constant_bytes_global(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    bytes: &[u8],
    linkage: Linkage,
) -> Type {
    let ctx = b.ctx_arc().clone();
    let i8_ty = ctx.integer_type(8);
    let array: Type = ArrayType::get(&ctx, i8_ty, bytes.len() as u64).into();
    let tensor = ctx.ranked_tensor_type(&[bytes.len() as i64], i8_ty);
    let values: Vec<i64> = bytes.iter().map(|&byte| i64::from(byte as i8)).collect();
    let data = ctx.dense_int_elements(tensor, &values).expect("i8 elements");
    let props = [
        ("addr_space", ctx.integer_attr_i64(ctx.integer_type(32), 0)),
        ("constant", ctx.unit_attr()),
        ("global_type", ctx.type_attr(array)),
        ("linkage", linkage.attr(&ctx)),
        ("sym_name", ctx.string_attr(name)),
        ("value", data),
        ("visibility_", Visibility::Default.attr(&ctx)),
    ];
    build_with_props(b, loc, "llvm.mlir.global", &props, 1);
    array
}

/// A constant global named `name` holding the string `text` (include the
/// NUL of a C string) as `!llvm.array<N x i8>`, built at the insertion
/// point with `linkage`; returns the array type.
/// `llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}`.
pub fn constant_string_global(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    text: &str,
    linkage: Linkage,
) -> Type {
    let ctx = b.ctx_arc().clone();
    let array: Type = ArrayType::get(&ctx, ctx.integer_type(8), text.len() as u64).into();
    let props = [
        ("addr_space", ctx.integer_attr_i64(ctx.integer_type(32), 0)),
        ("constant", ctx.unit_attr()),
        ("global_type", ctx.type_attr(array)),
        ("linkage", linkage.attr(&ctx)),
        ("sym_name", ctx.string_attr(name)),
        ("value", ctx.string_attr(text)),
        ("visibility_", Visibility::Default.attr(&ctx)),
    ];
    build_with_props(b, loc, "llvm.mlir.global", &props, 1);
    array
}

/// The address of the first element of the global `name`, whose type is
/// `global_type`: `llvm.mlir.addressof` then `llvm.getelementptr %a[0]`,
/// a `!llvm.ptr`.
pub fn global_address(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    global_type: Type,
) -> Value {
    let ptr: Type = PtrType::get(b.ctx(), 0).into();
    let address = AddressOfOp::build(b, loc, ptr, name).res(b);
    GepOp::build(b, loc, ptr, address, &[], vec![0], global_type, None).res(b)
}

/// A direct call, `llvm.call @callee(args) : (…) -> result`, with the
/// default attributes. A variadic callee needs its type,
/// `var_callee_type` (`vararg(!llvm.func<i32 (ptr, ...)>)`).
pub fn call(
    b: &mut impl OpBuilder,
    loc: Location,
    callee: &str,
    result: Option<Type>,
    args: &[Value],
    var_callee_type: Option<FunctionType>,
) -> CallOp {
    CallOp::build(
        b,
        loc,
        result,
        var_callee_type.map(Type::from),
        Some(callee),
        args,
        false,
        false,
        false,
        &[],
        vec![],
        None,
        None,
        None,
        false,
        false,
        false,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
}
