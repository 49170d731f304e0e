//! Chapter 6 of the tutorial: `toy.print`, the one Toy op left after
//! chapter 5's lowering, becomes a loop nest that calls the C library's
//! `printf` on each element of its buffer. The rest of the module is then
//! in standard dialects, which the standard lowering takes to `llvm`
//! (`mlir_rs::runner::lower_to_llvm`).
//!
//! Each element is printed with the format `"%f "`; after each row (every
//! dimension but the innermost) comes a newline, as in the tutorial. The
//! format strings are constant globals, `@frmt_spec` and `@nl`, and
//! `printf` is declared at the start of the module, each once.

use mlir_rs::core::semantics::symbol_table::lookup_name_in;
use mlir_rs::dialects::llvm::builders::{
    call, constant_string_global, declare_function, global_address,
};
use mlir_rs::dialects::llvm::{FunctionType, Linkage, PtrType};
use mlir_rs::dialects::{arith, memref, scf};
use mlir_rs::prelude::*;

use super::ops::PrintOp;

/// Lower `toy.print` of a buffer to loops calling `printf`
///
/// Chapter 6's lowering of the printing: every `toy.print` of a buffer
/// with a static shape becomes an `scf.for` nest loading each element and
/// printing it with `printf("%f ")`, a newline after each row. Run it
/// after `toy-to-affine`; a `toy.print` of a tensor fails the pass.
#[pass(argument = "toy-print-to-llvm", anchor = ModuleOp)]
pub struct PrintToLlvmPass {}

impl Pass for PrintToLlvmPass {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let module = cx.op();
        if let Err(diagnostic) = lower_prints(cx, module) {
            cx.emit(diagnostic);
            cx.signal_failure();
        }
    }
}

/// The format of one element.
const ELEMENT_FORMAT: (&str, &str) = ("frmt_spec", "%f \0");
/// The format ending a row.
const NEWLINE_FORMAT: (&str, &str) = ("nl", "\n\0");

/// Lowers every `toy.print` inside `module`; the first print that is not
/// of a buffer of static shape is an error, and then nothing changes.
pub fn lower_prints(ir: &mut IrView, module: Op) -> Result<(), Diagnostic> {
    let mut prints = Vec::new();
    let mut bad = None;
    ir.walk(module, WalkOrder::PreOrder, |ir, op| {
        if let Some(print) = PrintOp::try_from_op(ir, op) {
            match static_shape(ir, print.input(ir).ty(ir)) {
                Some(shape) => prints.push((print, shape)),
                None => {
                    bad = Some(op);
                    return WalkControl::Interrupt;
                }
            }
        }
        WalkControl::Advance
    });
    if let Some(op) = bad {
        let message = "can only print a buffer of static shape: run toy-to-affine first";
        return Err(op.emit_op_error(ir, message));
    }
    if prints.is_empty() {
        return Ok(());
    }
    let body = module.region(ir, 0).first_block(ir).expect("a module has a body");
    let loc = module.loc(ir);
    let mut b = Builder::new(ir, InsertPoint::BlockStart(body));
    let printf = printf_type(&b);
    if lookup_name_in(&b, module, "printf").is_none() {
        declare_function(&mut b, loc, "printf", printf);
    }
    let mut formats = Vec::new();
    for (name, bytes) in [ELEMENT_FORMAT, NEWLINE_FORMAT] {
        let array = b.ctx().integer_type(8);
        let array = mlir_rs::dialects::llvm::ArrayType::get(b.ctx(), array, bytes.len() as u64);
        if lookup_name_in(&b, module, name).is_none() {
            constant_string_global(&mut b, loc, name, bytes, Linkage::Internal);
        }
        formats.push((name, Type::from(array)));
    }
    for (print, shape) in prints {
        b.set_insertion_point(InsertPoint::Before(print.as_op()));
        print_buffer(&mut b, print, &shape, printf, &formats);
        b.erase_op(print.as_op());
    }
    Ok(())
}

/// `printf`'s type: `!llvm.func<i32 (ptr, ...)>`.
fn printf_type(ir: &IrView) -> FunctionType {
    let ctx = ir.ctx();
    let ptr: Type = PtrType::get(ctx, 0).into();
    FunctionType::get(ctx, ctx.integer_type(32), vec![ptr], true)
}

/// The shape of a memref type whose dimensions are all static.
fn static_shape(ir: &IrView, ty: Type) -> Option<Vec<i64>> {
    let TypeData::MemRef { .. } = ty.data(ir.ctx()) else { return None };
    let (shape, _) = ty.shape_and_element(ir.ctx())?;
    shape.iter().all(|&d| d >= 0).then(|| shape.to_vec())
}

/// Builds, at the insertion point, the loops printing `print`'s buffer:
/// one `scf.for` per dimension, outermost first, a newline after each
/// inner loop, and in the innermost the load and the `printf` call.
fn print_buffer(
    b: &mut Builder<'_>,
    print: PrintOp,
    shape: &[i64],
    printf: FunctionType,
    formats: &[(&str, Type)],
) {
    let loc = print.as_op().loc(b);
    let buffer = print.input(b);
    let i32_ty = b.ctx().integer_type(32);
    let index = b.ctx().index_type();
    let mut ivs = Vec::with_capacity(shape.len());
    for (dim, &size) in shape.iter().enumerate() {
        let lower = arith::ConstantOp::build_index(b, loc, 0).result(b);
        let upper = arith::ConstantOp::build_index(b, loc, size).result(b);
        let step = arith::ConstantOp::build_index(b, loc, 1).result(b);
        let for_op = scf::ForOp::build(b, loc, &[], lower, upper, step, &[], false);
        let region = for_op.region(b);
        let block = b.create_block(region.body);
        b.append_block(region, block);
        ivs.push(b.add_block_arg(block, index, loc));
        b.set_insertion_point(InsertPoint::BlockEnd(block));
        let yield_op = scf::YieldOp::build(b, loc, &[]).as_op();
        if dim + 1 != shape.len() {
            // The row's newline comes after the inner loops.
            b.set_insertion_point(InsertPoint::Before(yield_op));
            let (name, ty) = formats[1];
            let newline = global_address(b, loc, name, ty);
            call(b, loc, "printf", Some(i32_ty), &[newline], Some(printf));
        }
        b.set_insertion_point(InsertPoint::BlockStart(block));
    }
    let element =
        memref::LoadOp::build(b, loc, b.ctx().f64_type(), buffer, &ivs, None, None).result(b);
    let (name, ty) = formats[0];
    let format = global_address(b, loc, name, ty);
    call(b, loc, "printf", Some(i32_ty), &[format, element], Some(printf));
}
