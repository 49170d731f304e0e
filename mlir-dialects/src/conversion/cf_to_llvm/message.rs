//! Printing a constant message at run time, as MLIR's
//! `LLVM::createPrintStrCall` does for `cf.assert`: the message, with a
//! terminating NUL, becomes a private constant global of `i8`s at the
//! start of the module (named `assert_msg`, or `assert_msg_<n>` when that
//! name is taken, `n` counting up over the conversion); the code takes
//! its address and calls `puts` on it, `llvm.func @puts(!llvm.ptr)` being
//! declared at the start of the module when the module has none.

use std::sync::atomic::{AtomicU64, Ordering};

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::conversion::ConversionPatternRewriter;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value};
use mlir_core::semantics::symbol_table::lookup_name_in;
use mlir_core::{Location, Type};

use crate::llvm::builders;
use crate::llvm::{FuncOp, FunctionType, Linkage, PtrType, VoidType};

/// Names the globals of messages, unique in their module: the base name
/// when free, else the base name with the next number of a counter kept
/// across the conversion (upstream keeps one per process).
#[derive(Debug, Default)]
pub struct GlobalNamer {
    next: AtomicU64,
}

impl GlobalNamer {
    /// A name starting with `base` that no symbol of `module` has.
    fn unique(&self, rw: &ConversionPatternRewriter<'_>, module: Op, base: &str) -> String {
        let mut name = base.to_owned();
        while lookup_name_in(rw, module, &name).is_some() {
            name = format!("{base}_{}", self.next.fetch_add(1, Ordering::Relaxed));
        }
        name
    }
}

/// `llvm.func @name(params) -> result` declared (no body), with upstream's
/// default linkage, calling convention and visibility.
pub(super) fn declare_function(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    ty: FunctionType,
) -> Op {
    builders::declare_function(rw, loc, name, ty).as_op()
}

/// The private constant global holding `bytes` as `!llvm.array<N x i8>`,
/// at the start of `module`.
fn message_global(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    module: Op,
    name: &str,
    bytes: &[u8],
) -> Type {
    let saved = rw.insertion_point();
    rw.set_insertion_point(module_start(rw, module));
    let array = builders::constant_bytes_global(rw, loc, name, bytes, Linkage::Private);
    rw.set_insertion_point(saved);
    array
}

/// The start of `module`'s body.
pub(super) fn module_start(rw: &ConversionPatternRewriter<'_>, module: Op) -> InsertPoint {
    let body = module.region(rw, 0).first_block(rw).expect("a module has a body");
    InsertPoint::BlockStart(body)
}

/// Why the message could not be printed: `puts` is declared with another
/// type; the error to report at the declaration, as upstream reports it.
pub(super) struct ReservedFunctionClash(pub(super) Diagnostic);

/// `llvm.func @puts`, found in `module` or declared at its start; an
/// `llvm.func` of that name with another type is an error, reported there.
fn puts_function(
    rw: &mut ConversionPatternRewriter<'_>,
    module: Op,
) -> Result<(), ReservedFunctionClash> {
    let ctx = rw.ctx_arc().clone();
    let ptr: Type = PtrType::get(&ctx, 0).into();
    let expected = FunctionType::get(&ctx, VoidType::get(&ctx).into(), vec![ptr], false);
    if let Some(found) = lookup_name_in(rw, module, "puts").filter(|f| FuncOp::isa(rw, *f)) {
        let ty = found.get_attr(rw, "function_type").and_then(|a| a.as_type(&ctx));
        if ty == Some(expected.into()) {
            return Ok(());
        }
        let text = ty.map(|t| mlir_core::context::display_hooks::type_text(&ctx, t));
        let message = format!(
            "redefinition of reserved function 'puts' of different type '{}' is prohibited",
            text.unwrap_or_default()
        );
        return Err(ReservedFunctionClash(found.emit_error(rw, message)));
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point(module_start(rw, module));
    let loc = module.loc(rw);
    declare_function(rw, loc, "puts", expected);
    rw.set_insertion_point(saved);
    Ok(())
}

/// Emits, at the insertion point, the code printing `message` with
/// `puts`, its global named from `base` by `namer`.
pub(super) fn print_message(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    module: Op,
    namer: &GlobalNamer,
    base: &str,
    message: &str,
) -> Result<(), ReservedFunctionClash> {
    let mut bytes = message.as_bytes().to_vec();
    bytes.push(0);
    let name = namer.unique(rw, module, base);
    let array = message_global(rw, loc, module, &name, &bytes);
    let gep = builders::global_address(rw, loc, &name, array);
    puts_function(rw, module)?;
    call(rw, loc, "puts", &[gep]);
    Ok(())
}

/// `llvm.call @callee(args) : (…) -> ()`.
pub(super) fn call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    callee: &str,
    args: &[Value],
) {
    builders::call(rw, loc, callee, None, args, None);
}
