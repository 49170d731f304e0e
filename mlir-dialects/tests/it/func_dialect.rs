//! The `func` dialect through its Rust API: registration (names, traits,
//! properties, interface models), the typed accessors over generic IR
//! parsed from text, the typed builders, and the verifier's messages where
//! the `.mlir` files cannot pin them exactly (notes with leading spaces).
//! Printed forms and messages were checked against mlir-opt-22.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::definitions::interfaces::call::{
    CallOpInterfaceModel, CallOpInterfaceRef, CallableOpInterfaceModel, CallableOpInterfaceRef,
    Callee,
};
use mlir_core::definitions::interfaces::function::{
    FunctionOpInterfaceModel, FunctionOpInterfaceRef,
};
use mlir_core::definitions::interfaces::op_asm::{
    OpAsmOpInterfaceModel, OpAsmOpInterfaceRef, default_dialect,
};
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolOpInterfaceRef, SymbolUserOpInterfaceModel,
};
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, WalkControl, WalkOrder};
use mlir_core::semantics::symbol_table::Visibility;
use mlir_core::semantics::traits::{OpNameConst, OpTraits};
use mlir_core::verify::{verify, verify_all};
use mlir_core::{Context, Type};
use mlir_dialects::func::{CallIndirectOp, CallOp, ConstantOp, Func, FuncOp, ReturnOp};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::func::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    match parse_source(context(), src, &ParseConfig::new("t.mlir")) {
        Ok(file) => file,
        Err(d) => panic!("parse failed: {:?}", d.first().map(|d| &d.message)),
    }
}

/// Every op of the file, in pre-order.
fn all_ops(ir: &IrView) -> Vec<Op> {
    let mut ops = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        WalkControl::Advance
    });
    ops
}

/// The first op of type `T` in the file.
fn first<T: OpType>(ir: &IrView) -> T {
    all_ops(ir).into_iter().find_map(|op| T::try_from_op(ir, op)).expect("op present")
}

fn generic(ir: &IrView) -> String {
    print_ir(ir, &PrintOptions { generic: true, ..PrintOptions::new() })
}

#[test]
fn registration_names_traits_properties_and_interfaces() {
    let ctx = context();
    assert_eq!(Func::NAMESPACE, "func");
    assert_eq!(Func::SUMMARY, "Function definitions, calls and returns.");
    assert!(ctx.is_dialect_registered("func"));
    let names =
        [FuncOp::NAME, CallOp::NAME, CallIndirectOp::NAME, ConstantOp::NAME, ReturnOp::NAME];
    assert_eq!(
        names,
        ["func.func", "func.call", "func.call_indirect", "func.constant", "func.return"]
    );
    for name in names {
        assert!(ctx.lookup_registered_op(name).is_some(), "{name}");
    }
    let traits = |name: &str| ctx.lookup_registered_op(name).unwrap().traits(&ctx);
    let func = traits("func.func");
    assert!(func.contains(OpTraits::ISOLATED_FROM_ABOVE));
    assert!(func.contains(OpTraits::AFFINE_SCOPE.union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)));
    assert!(!func.contains(OpTraits::SYMBOL_TABLE));
    let ret = traits("func.return");
    assert!(ret.contains(OpTraits::TERMINATOR.union(OpTraits::RETURN_LIKE)));
    assert!(ret.contains(OpTraits::NO_MEMORY_EFFECT.union(OpTraits::ALWAYS_SPECULATABLE)));
    assert!(
        traits("func.constant").contains(OpTraits::CONSTANT_LIKE.union(OpTraits::NO_MEMORY_EFFECT))
    );
    assert!(!traits("func.call").contains(OpTraits::NO_MEMORY_EFFECT));

    // Upstream's property names, in upstream's declaration order.
    assert_eq!(
        FuncOp::DEF.property_names,
        ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"]
    );
    assert_eq!(CallOp::DEF.property_names, ["callee", "arg_attrs", "res_attrs", "no_inline"]);
    assert_eq!(CallIndirectOp::DEF.property_names, ["arg_attrs", "res_attrs"]);
    assert_eq!(ConstantOp::DEF.property_names, ["value"]);
    assert!(ReturnOp::DEF.property_names.is_empty());

    // Interface models, looked up through the registry.
    let op = |name: &str| ctx.lookup_registered_op(name).unwrap();
    let func = op("func.func");
    assert!(func.interface::<dyn SymbolOpInterfaceModel>(&ctx).is_some());
    assert!(func.interface::<dyn FunctionOpInterfaceModel>(&ctx).is_some());
    assert!(func.interface::<dyn CallableOpInterfaceModel>(&ctx).is_some());
    let asm = func.interface::<dyn OpAsmOpInterfaceModel>(&ctx).expect("asm interface");
    assert_eq!(asm.default_dialect(), "func");
    assert!(op("func.call").interface::<dyn CallOpInterfaceModel>(&ctx).is_some());
    assert!(op("func.call").interface::<dyn SymbolUserOpInterfaceModel>(&ctx).is_some());
    assert!(op("func.call_indirect").interface::<dyn CallOpInterfaceModel>(&ctx).is_some());
    assert!(op("func.call_indirect").interface::<dyn SymbolUserOpInterfaceModel>(&ctx).is_none());
    assert!(op("func.constant").interface::<dyn SymbolUserOpInterfaceModel>(&ctx).is_some());
    assert!(op("func.return").interface::<dyn CallOpInterfaceModel>(&ctx).is_none());
}

const PROGRAM: &str = r#"
"func.func"() <{arg_attrs = [{t.a}], function_type = (i32) -> f32, sym_name = "ext", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32, f32) -> (f32, i32), no_inline, sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  %e = "func.call"(%a) <{callee = @ext, no_inline}> : (i32) -> f32
  %c = "func.constant"() <{value = @f}> : () -> ((i32, f32) -> (f32, i32))
  %r:2 = "func.call_indirect"(%c, %a, %e) : ((i32, f32) -> (f32, i32), i32, f32) -> (f32, i32)
  "func.return"(%r#0, %r#1) : (f32, i32) -> ()
}) : () -> ()
"#;

#[test]
fn typed_accessors_read_generic_ir() {
    let file = parse(PROGRAM);
    let ir = &file.ir;
    let ctx = ir.ctx();
    assert_eq!(verify(ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    let (i32t, f32t) =
        (ctx.integer_type(32), ctx.float_type(mlir_core::support::float::FloatKind::F32));

    let funcs: Vec<FuncOp> =
        all_ops(ir).into_iter().filter_map(|op| FuncOp::try_from_op(ir, op)).collect();
    let (ext, f) = (funcs[0], funcs[1]);
    assert_eq!(ext.symbol_name(ir), Some("ext"));
    assert_eq!(ext.sym_name(ir), "ext");
    assert_eq!(ext.sym_name_attr(ir), ctx.string_attr("ext"));
    assert!(ext.is_external(ir) && ext.entry_block(ir).is_none());
    assert_eq!(ext.visibility(ir), Visibility::Private);
    assert_eq!(ext.sym_visibility(ir), Some("private"));
    assert!(ext.arg_attrs(ir).is_some() && ext.res_attrs(ir).is_none() && !ext.no_inline(ir));
    assert_eq!(ext.argument_types(ir), [i32t]);
    assert_eq!(ext.result_types(ir), [f32t]);

    let fn_type = ctx.function_type(&[i32t, f32t], &[f32t, i32t]);
    assert_eq!(f.signature(ir), Some(fn_type));
    assert_eq!(f.function_type(ir), fn_type);
    assert_eq!(f.function_type_attr(ir), ctx.type_attr(fn_type));
    assert!(f.no_inline(ir));
    assert_eq!(f.visibility(ir), Visibility::Public);
    assert!(!f.is_external(ir));
    let entry = f.entry_block(ir).expect("entry block");
    assert_eq!(entry.num_args(ir), 2);
    assert_eq!(f.body(ir).first_block(ir), Some(entry));

    let call: CallOp = first(ir);
    assert_eq!(call.callee(ir), "ext");
    assert_eq!(call.callee_attr(ir), ctx.symbol_ref_attr("ext"));
    assert_eq!(call.callee_name(ir), Some("ext"));
    assert_eq!(call.resolve(ir), Some(ext));
    assert_eq!(call.operands(ir).collect::<Vec<_>>(), [entry.arg(ir, 0)]);
    assert_eq!(call.results(ir).map(|v| v.ty(ir)).collect::<Vec<Type>>(), [f32t]);
    assert!(call.no_inline(ir));
    assert!(call.arg_attrs(ir).is_none());

    let constant: ConstantOp = first(ir);
    assert_eq!(constant.value(ir), "f");
    assert_eq!(constant.function_name(ir), Some("f"));
    assert_eq!(constant.result(ir).ty(ir), fn_type);

    let indirect: CallIndirectOp = first(ir);
    assert_eq!(indirect.callee(ir), constant.result(ir));
    assert_eq!(
        indirect.callee_operands(ir).collect::<Vec<_>>(),
        [entry.arg(ir, 0), call.results(ir).next().unwrap()]
    );
    assert_eq!(indirect.results(ir).len(), 2);

    let ret: ReturnOp = first(ir);
    assert_eq!(ret.operands(ir).collect::<Vec<_>>(), indirect.results(ir).collect::<Vec<_>>());
    assert_eq!(ret.parent_func(ir), Some(f));

    // The interfaces over the same ops, through their handles.
    let calls = CallOpInterfaceRef::get(ir, call.as_op()).unwrap();
    assert_eq!(calls.callee(ir), Some(Callee::Symbol(ctx.symbol_ref_attr("ext"))));
    assert_eq!(calls.arg_operands(ir), 0..1);
    let mut tables = mlir_core::semantics::symbol_table::SymbolTableCollection::default();
    assert_eq!(calls.resolve_callable(ir, &mut tables), Some(ext.as_op()));
    let indirect_calls = CallOpInterfaceRef::get(ir, indirect.as_op()).unwrap();
    assert_eq!(indirect_calls.callee(ir), Some(Callee::Value(constant.result(ir))));
    assert_eq!(indirect_calls.arg_operands(ir), 1..3);
    assert_eq!(indirect_calls.resolve_callable(ir, &mut tables), None);
    let callable = CallableOpInterfaceRef::get(ir, f.as_op()).unwrap();
    assert_eq!(callable.callable_region(ir), Some(f.body(ir)));
    let ext_callable = CallableOpInterfaceRef::get(ir, ext.as_op()).unwrap();
    assert_eq!(ext_callable.callable_region(ir), None);
    assert_eq!(callable.argument_types(ir), [i32t, f32t]);
    assert_eq!(callable.result_types(ir), [f32t, i32t]);
    let function = |op: Op| FunctionOpInterfaceRef::get(ir, op).unwrap();
    assert!(function(ext.as_op()).is_external(ir) && !function(f.as_op()).is_external(ir));
    assert_eq!(function(f.as_op()).function_type(ir), Some(fn_type));
    let symbol = |op: Op| SymbolOpInterfaceRef::get(ir, op).unwrap();
    assert!(symbol(ext.as_op()).is_declaration(ir) && !symbol(f.as_op()).is_declaration(ir));
    assert_eq!(default_dialect(ir, f.as_op()), "func");
    let mut names = Vec::new();
    let asm = OpAsmOpInterfaceRef::get(ir, constant.as_op()).unwrap();
    asm.result_names(ir, &mut |v, n| names.push((v, n.to_owned())));
    assert_eq!(names, [(constant.result(ir), "f".to_owned())]);
}

#[test]
fn builders_create_ops_that_verify_and_print_as_mlir_opt_does() {
    let mut file = parse("");
    let ctx = file.ir.ctx_arc().clone();
    let module = file.module();
    let top = module.region(&file.ir, 0).first_block(&file.ir).unwrap();
    let (i32t, loc) = (ctx.integer_type(32), ctx.unknown_loc());
    let sig = ctx.function_type(&[i32t], &[i32t]);
    let mut b = Builder::new(&mut file.ir, InsertPoint::BlockEnd(top));
    let ext = FuncOp::create(&mut b, loc, "ext", sig);
    ext.set_sym_visibility(&mut b, Some("private"));
    let f = FuncOp::create(&mut b, loc, "f", sig);
    let entry = f.add_entry_block(&mut b);
    let arg = entry.arg(&b, 0);
    b.set_insertion_point(InsertPoint::BlockEnd(entry));
    let call = CallOp::create(&mut b, loc, ext, &[arg]);
    let called = call.results(&b).next().unwrap();
    let constant = ConstantOp::create(&mut b, loc, f);
    let fn_value = constant.result(&b);
    let indirect = CallIndirectOp::create(&mut b, loc, fn_value, &[called]);
    let result = indirect.results(&b).next().unwrap();
    ReturnOp::build(&mut b, loc, &[result]);
    assert_eq!(verify(&file.ir, module).map_err(|d| d[0].message.clone()), Ok(()));
    // mlir-opt-22 prints this text back unchanged.
    assert_eq!(
        generic(&file.ir),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @ext}> : (i32) -> i32
    %1 = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
    %2 = "func.call_indirect"(%1, %0) : ((i32) -> i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

#[test]
fn generated_builders_take_ods_arguments() {
    let mut file = parse("");
    let ctx = file.ir.ctx_arc().clone();
    let module = file.module();
    let top = module.region(&file.ir, 0).first_block(&file.ir).unwrap();
    let loc = ctx.unknown_loc();
    let i64t = ctx.integer_type(64);
    let sig = ctx.function_type(&[], &[i64t]);
    let mut b = Builder::new(&mut file.ir, InsertPoint::BlockEnd(top));
    // `build` takes the properties in slot order, by value (a function
    // type, not its attribute; a flag as `bool`), optional ones as `Option`.
    let g = FuncOp::build(
        &mut b,
        loc,
        "g",
        sig,
        None,
        None,
        Some(ctx.array_attr(&[ctx.empty_dictionary()])),
        true,
    );
    let entry = g.add_entry_block(&mut b);
    b.set_insertion_point(InsertPoint::BlockEnd(entry));
    let call = CallOp::build(&mut b, loc, &[i64t], "g", &[], None, None, false);
    let value = call.results(&b).next().unwrap();
    ReturnOp::build(&mut b, loc, &[value]);
    assert_eq!(verify(&file.ir, module).map_err(|d| d[0].message.clone()), Ok(()));
    assert_eq!(
        generic(&file.ir),
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> i64, no_inline, res_attrs = [{}], sym_name = \"g\"}> ({\n    %0 = \"func.call\"() <{callee = @g}> : () -> i64\n    \"func.return\"(%0) : (i64) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
}

/// The messages of verifying `src` with collect-all, and their notes.
fn diagnostics(src: &str) -> Vec<(String, Vec<String>)> {
    let file = parse(src);
    let diags = verify_all(&file.ir, file.module());
    diags
        .into_iter()
        .map(|d| (d.message, d.notes.into_iter().map(|n| n.message).collect()))
        .collect()
}

#[test]
fn result_type_mismatch_carries_both_type_lists() {
    // mlir-opt-22's notes, leading spaces included, after the usual one.
    let diags = diagnostics(
        r#"
"func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  %0:2 = "func.call"(%a, %b) <{callee = @g}> : (i32, f32) -> (f32, f32)
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    assert_eq!(diags.len(), 1);
    let (message, notes) = &diags[0];
    assert_eq!(message, "'func.call' op result type mismatch at index 1");
    assert!(notes[0].starts_with("see current operation: "));
    assert_eq!(
        notes[1..],
        ["      op result types: 'f32', 'f32'", "function result types: 'f32', 'i32'"]
    );
}

#[test]
fn malformed_functions_do_not_confuse_their_users() {
    // With collect-all, the users of a function whose type is malformed
    // report nothing more than the function itself.
    let diags = diagnostics(
        r#"
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @f}> : () -> (() -> ())
  "func.call"() <{callee = @f}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    let messages: Vec<&str> = diags.iter().map(|(m, _)| m.as_str()).collect();
    assert!(
        messages.contains(
            &"'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"
        ),
        "{messages:?}"
    );
    assert!(
        messages.iter().all(|m| !m.contains("func.call") && !m.contains("func.return")),
        "{messages:?}"
    );
}

/// `print_ir_to` hands the output to its sink in pieces, between the
/// printing engine's tasks; the text must be the same as `print_ir`'s,
/// also where custom printers (`func.func`) defer their regions and the
/// output is far larger than one piece.
#[test]
fn streamed_output_is_the_whole_output() {
    use mlir_core::asm::printer::print_ir_to;
    let mut src = String::new();
    for i in 0..3000 {
        src.push_str(&format!(
            "func.func @f{i}(%a: i32, %m: memref<4xf32, affine_map<(d0) -> (d0 + {m})>>) -> i32 {{\n  %c = arith.constant {i} : i32\n  %s = arith.addi %a, %c : i32\n  return %s : i32\n}}\n",
            m = i % 7
        ));
    }
    let ctx = context();
    mlir_dialects::arith::register(&ctx);
    let parsed = parse_source(ctx, &src, &ParseConfig::new("big.mlir")).expect("parses");
    for opts in [
        PrintOptions::new(),
        PrintOptions { generic: true, ..PrintOptions::new() },
        PrintOptions { debug_info: true, ..PrintOptions::new() },
    ] {
        let whole = print_ir(&parsed.ir, &opts);
        assert!(whole.len() > 4 * 65536, "the output spans several pieces");
        let mut streamed = Vec::new();
        print_ir_to(&parsed.ir, &opts, &mut streamed).expect("a Vec accepts everything");
        assert!(streamed == whole.as_bytes(), "streamed output differs");
    }
}
