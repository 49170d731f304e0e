//! The C wrappers of functions marked `llvm.emit_c_interface` (MLIR's
//! `wrapForExternalCallers` and `wrapExternalFunction`). C code passes a
//! memref as a pointer to its descriptor and receives a struct result
//! through a pointer given first:
//! - a function defined here gets `_mlir_ciface_<name>`, placed after it,
//!   which loads each descriptor, calls the function with its fields, and
//!   stores a struct result where the first argument points;
//! - a declaration gets a body that calls `_mlir_ciface_<name>`, declared
//!   after it, with each descriptor packed and stored on the stack.
//!
//! The wrappers carry the function's attributes (not its linkage).

use mlir_core::conversion::ConversionPatternRewriter;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value};
use mlir_core::{Attribute, Context, Location, Type, TypeData};

use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor, build_named, call_function,
    index_constant, named_state,
};
use crate::llvm::{FunctionType, Linkage, PtrType, StructType, VoidType};

/// The properties of `llvm.func` a wrapper does not copy.
const NOT_COPIED: [&str; 5] = ["sym_name", "function_type", "linkage", "arg_attrs", "res_attrs"];

/// Adds `_mlir_ciface_<name>` after the defined function `func`, whose
/// original signature was `inputs -> results`.
pub(super) fn wrap_for_external_callers(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    func: Op,
    inputs: &[Type],
    results: &[Type],
) {
    let ctx = rw.ctx_arc().clone();
    let loc = func.loc(rw);
    let (wrapper_type, result_through_ptr) = c_wrapper_type(converter, &ctx, inputs, results);
    let name = function_name(rw, func);
    let wrapper = build_function(rw, func, &format!("_mlir_ciface_{name}"), wrapper_type, None);
    let wrapper_args = create_body(rw, wrapper, &wrapper_type.params(&ctx), loc);
    let first = usize::from(result_through_ptr);
    let mut call_args = Vec::new();
    for (&ty, &arg) in inputs.iter().zip(&wrapper_args[first..]) {
        match ty.data(&ctx) {
            TypeData::MemRef { shape, .. } => {
                let rank = shape.len();
                let descriptor_type = converter.convert_type(&ctx, ty).expect("converted");
                let loaded = load(rw, loc, descriptor_type, arg);
                call_args.extend(MemRefDescriptor::new(loaded).unpack(rw, loc, rank));
            }
            TypeData::UnrankedMemRef { .. } => {
                let descriptor_type = converter.convert_type(&ctx, ty).expect("converted");
                let loaded = load(rw, loc, descriptor_type, arg);
                call_args.extend(UnrankedMemRefDescriptor::new(loaded).unpack(rw, loc));
            }
            _ => call_args.push(arg),
        }
    }
    let packed = converter.pack_function_results(&ctx, results).expect("converted");
    let result = call(rw, loc, &name, &call_args, packed);
    match result {
        Some(value) if result_through_ptr => {
            store(rw, loc, value, wrapper_args[0]);
            build_named(rw, loc, "llvm.return", &[], &[], &[]);
        }
        Some(value) => {
            build_named(rw, loc, "llvm.return", &[value], &[], &[]);
        }
        None => {
            build_named(rw, loc, "llvm.return", &[], &[], &[]);
        }
    }
}

/// Gives the declaration `func` (original signature `inputs -> results`)
/// a body calling `_mlir_ciface_<name>`, which is declared after it.
pub(super) fn wrap_external_function(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    func: Op,
    inputs: &[Type],
    results: &[Type],
) {
    let ctx = rw.ctx_arc().clone();
    let loc = func.loc(rw);
    let (wrapper_type, result_through_ptr) = c_wrapper_type(converter, &ctx, inputs, results);
    let name = function_name(rw, func);
    let callee = format!("_mlir_ciface_{name}");
    let external = Linkage::External.attr(&ctx);
    build_function(rw, func, &callee, wrapper_type, Some(external));
    let Some(func_type) = func
        .get_attr(rw, "function_type")
        .and_then(|a| a.as_type(&ctx))
        .and_then(|t| FunctionType::try_from(&ctx, t))
    else {
        return;
    };
    let args = create_body(rw, func, &func_type.params(&ctx), loc);
    let packed = converter.pack_function_results(&ctx, results).expect("converted");
    let mut call_args = Vec::new();
    let result_ptr = if result_through_ptr {
        let ptr = stack_slot(converter, rw, loc, packed);
        call_args.push(ptr);
        Some(ptr)
    } else {
        None
    };
    let mut next = 0;
    for &ty in inputs {
        match ty.data(&ctx) {
            TypeData::MemRef { shape, .. } => {
                let rank = shape.len();
                let fields = &args[next..next + 3 + 2 * rank];
                next += fields.len();
                let descriptor_type = converter.convert_type(&ctx, ty).expect("converted");
                let descriptor = MemRefDescriptor::pack(rw, loc, descriptor_type, rank, fields);
                let slot = stack_slot(converter, rw, loc, descriptor_type);
                store(rw, loc, descriptor.value(), slot);
                call_args.push(slot);
            }
            TypeData::UnrankedMemRef { .. } => {
                let fields = &args[next..next + 2];
                next += 2;
                let descriptor_type = converter.convert_type(&ctx, ty).expect("converted");
                let descriptor = UnrankedMemRefDescriptor::pack(rw, loc, descriptor_type, fields);
                let slot = stack_slot(converter, rw, loc, descriptor_type);
                store(rw, loc, descriptor.value(), slot);
                call_args.push(slot);
            }
            _ => {
                call_args.push(args[next]);
                next += 1;
            }
        }
    }
    let wrapper_result = wrapper_type.return_type(&ctx);
    let result = call(rw, loc, &callee, &call_args, wrapper_result);
    let returned: Vec<Value> = match (result_ptr, result) {
        (Some(ptr), _) => vec![load(rw, loc, packed, ptr)],
        (None, Some(value)) => vec![value],
        (None, None) => Vec::new(),
    };
    build_named(rw, loc, "llvm.return", &returned, &[], &[]);
}

/// The type of a C wrapper: each memref argument a pointer, a struct
/// result returned through a pointer given first; and whether it is.
fn c_wrapper_type(
    converter: &LlvmTypeConverter,
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
) -> (FunctionType, bool) {
    let ptr: Type = PtrType::get(ctx, 0).into();
    let packed = converter.pack_function_results(ctx, results).expect("converted");
    let through_ptr = StructType::isa(ctx, packed);
    let mut params = Vec::new();
    if through_ptr {
        params.push(ptr);
    }
    for &ty in inputs {
        match ty.data(ctx) {
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => params.push(ptr),
            _ => params.push(converter.convert_type(ctx, ty).expect("converted")),
        }
    }
    let result = if through_ptr { VoidType::get(ctx).into() } else { packed };
    (FunctionType::get(ctx, result, params, false), through_ptr)
}

/// Builds, after `func`, an `llvm.func` named `name` of type `ty` with the
/// attributes of `func` but its name, type, linkage (`linkage`, or
/// external) and argument and result attributes.
fn build_function(
    rw: &mut ConversionPatternRewriter<'_>,
    func: Op,
    name: &str,
    ty: FunctionType,
    linkage: Option<Attribute>,
) -> Op {
    let ctx = rw.ctx_arc().clone();
    let loc = func.loc(rw);
    let external: Attribute = Linkage::External.attr(&ctx);
    let mut attrs: Vec<(String, Attribute)> = vec![
        ("sym_name".into(), ctx.string_attr(name)),
        ("function_type".into(), ctx.type_attr(ty.into())),
        ("linkage".into(), linkage.unwrap_or(external)),
    ];
    let names = func.name(rw).property_names(&ctx);
    for (slot, value) in func.props(rw).iter().enumerate() {
        if let (Some(value), Some(prop)) = (value, names.get(slot))
            && !NOT_COPIED.contains(prop)
        {
            attrs.push(((*prop).to_owned(), *value));
        }
    }
    for attr in func.attrs(rw).iter() {
        attrs.push((attr.name.as_str(&ctx).to_owned(), attr.value));
    }
    let borrowed: Vec<(&str, Attribute)> = attrs.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let mut state = named_state(&ctx, loc, "llvm.func", &borrowed);
    state.num_new_regions = 1;
    rw.set_insertion_point(InsertPoint::After(func));
    rw.build(state)
}

/// Gives the function `func` an entry block with arguments of `types` at
/// `loc`, moves the insertion point to its end, and returns its
/// arguments.
fn create_body(
    rw: &mut ConversionPatternRewriter<'_>,
    func: Op,
    types: &[Type],
    loc: Location,
) -> Vec<Value> {
    let args: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
    let entry = rw.create_block(func.region(rw, 0), None, &args);
    rw.set_insertion_point(InsertPoint::BlockEnd(entry));
    entry.args(rw).collect()
}

/// The symbol name of the `llvm.func` `func`.
fn function_name(rw: &ConversionPatternRewriter<'_>, func: Op) -> String {
    let ctx = rw.ctx();
    func.get_attr(rw, "sym_name")
        .and_then(|a| a.as_string(ctx).map(|s| String::from_utf8_lossy(s).into_owned()))
        .unwrap_or_default()
}

/// `llvm.call @callee(args)`, returning its result unless `result` is void.
fn call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    callee: &str,
    args: &[Value],
    result: Type,
) -> Option<Value> {
    let returns = !VoidType::isa(rw.ctx(), result);
    call_function(rw, loc, callee, args, returns.then_some(result))
}

/// `llvm.load %ptr : !llvm.ptr -> ty`.
fn load(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type, ptr: Value) -> Value {
    build_named(rw, loc, "llvm.load", &[ptr], &[ty], &[]).result(rw, 0)
}

/// `llvm.store %value, %ptr`.
fn store(rw: &mut ConversionPatternRewriter<'_>, loc: Location, value: Value, ptr: Value) {
    build_named(rw, loc, "llvm.store", &[value, ptr], &[], &[]);
}

/// One `ty` on the stack: `llvm.alloca %c1 x ty`.
fn stack_slot(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
) -> Value {
    let ctx = rw.ctx_arc().clone();
    let one = index_constant(rw, loc, converter, 1);
    let ptr: Type = PtrType::get(&ctx, 0).into();
    build_named(rw, loc, "llvm.alloca", &[one], &[ptr], &[("elem_type", ctx.type_attr(ty))])
        .result(rw, 0)
}
