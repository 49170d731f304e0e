//! The memory intrinsics of the LLVM dialect: `llvm.intr.memcpy`,
//! `memmove`, `memset` and their `.inline` forms (generic form only, as
//! upstream), `llvm.intr.stacksave`/`stackrestore` and the lifetime
//! markers `llvm.intr.lifetime.start`/`end`.

use mlir_core::ir::{IrView, Value};
use mlir_core::semantics::constraints::{APIntAttr, AnySignlessInteger};
use mlir_derive::op;

use super::Llvm;
use super::access_interfaces::{AccessGroupOpInterface, AliasAnalysisOpInterface};
use super::shared_args::{AliasAttrs, ArgAndResultAttrs};
use mlir_core::semantics::constraints::I1Attr;

use super::constraints::I8;
use super::types::PtrType;

/// Copies `len` bytes from `src` to `dst`, which do not overlap.
#[op(dialect = Llvm, name = "intr.memcpy", interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct MemcpyOp {
    #[operand(effects = [MemWrite])]
    dst: PtrType,
    #[operand(effects = [MemRead])]
    src: PtrType,
    #[operand]
    len: AnySignlessInteger,
    #[attr(rename = "isVolatile", value = bool)]
    is_volatile: I1Attr,
    #[fields]
    alias: AliasAttrs,
    #[fields]
    arg_and_result: ArgAndResultAttrs,
}

/// Copies `len` bytes from `src` to `dst`, which may overlap.
#[op(dialect = Llvm, name = "intr.memmove", interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct MemmoveOp {
    #[operand(effects = [MemWrite])]
    dst: PtrType,
    #[operand(effects = [MemRead])]
    src: PtrType,
    #[operand]
    len: AnySignlessInteger,
    #[attr(rename = "isVolatile", value = bool)]
    is_volatile: I1Attr,
    #[fields]
    alias: AliasAttrs,
    #[fields]
    arg_and_result: ArgAndResultAttrs,
}

/// Copies a constant number of bytes, `len`, from `src` to `dst`, never
/// through a call to a library function.
#[op(dialect = Llvm, name = "intr.memcpy.inline", interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct MemcpyInlineOp {
    #[operand(effects = [MemWrite])]
    dst: PtrType,
    #[operand(effects = [MemRead])]
    src: PtrType,
    #[attr]
    len: APIntAttr,
    #[attr(rename = "isVolatile", value = bool)]
    is_volatile: I1Attr,
    #[fields]
    alias: AliasAttrs,
    #[fields]
    arg_and_result: ArgAndResultAttrs,
}

/// Sets `len` bytes at `dst` to the byte `val`.
#[op(dialect = Llvm, name = "intr.memset", interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct MemsetOp {
    #[operand(effects = [MemWrite])]
    dst: PtrType,
    #[operand]
    val: I8,
    #[operand]
    len: AnySignlessInteger,
    #[attr(rename = "isVolatile", value = bool)]
    is_volatile: I1Attr,
    #[fields]
    alias: AliasAttrs,
    #[fields]
    arg_and_result: ArgAndResultAttrs,
}

/// Sets a constant number of bytes, `len`, at `dst` to the byte `val`,
/// never through a call to a library function.
#[op(dialect = Llvm, name = "intr.memset.inline", interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct MemsetInlineOp {
    #[operand(effects = [MemWrite])]
    dst: PtrType,
    #[operand]
    val: I8,
    #[attr]
    len: APIntAttr,
    #[attr(rename = "isVolatile", value = bool)]
    is_volatile: I1Attr,
    #[fields]
    alias: AliasAttrs,
    #[fields]
    arg_and_result: ArgAndResultAttrs,
}

/// The current state of the stack, for `llvm.intr.stackrestore`:
/// `llvm.intr.stacksave : !llvm.ptr`.
#[op(dialect = Llvm, name = "intr.stacksave", format = "attr-dict `:` qualified(type($res))")]
pub struct StackSaveOp {
    #[result]
    res: super::constraints::LlvmType,
}

/// Restores the stack to a state `llvm.intr.stacksave` gave, freeing what
/// was allocated since: `llvm.intr.stackrestore %s : !llvm.ptr`.
#[op(dialect = Llvm, name = "intr.stackrestore", format = "$ptr attr-dict `:` qualified(type($ptr))")]
pub struct StackRestoreOp {
    #[operand]
    ptr: PtrType,
}

/// Starts the lifetime of the stack object at `ptr`: before it, the
/// object's contents are undefined.
#[op(dialect = Llvm, name = "intr.lifetime.start", format = "$ptr attr-dict `:` qualified(type($ptr))")]
pub struct LifetimeStartOp {
    #[operand]
    ptr: PtrType,
}

/// Ends the lifetime of the stack object at `ptr`: after it, the object's
/// contents are undefined.
#[op(dialect = Llvm, name = "intr.lifetime.end", format = "$ptr attr-dict `:` qualified(type($ptr))")]
pub struct LifetimeEndOp {
    #[operand]
    ptr: PtrType,
}

impl AccessGroupOpInterface for MemcpyOp {}

impl AliasAnalysisOpInterface for MemcpyOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.dst(ir), self.src(ir)]
    }
}

impl AccessGroupOpInterface for MemmoveOp {}

impl AliasAnalysisOpInterface for MemmoveOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.dst(ir), self.src(ir)]
    }
}

impl AccessGroupOpInterface for MemcpyInlineOp {}

impl AliasAnalysisOpInterface for MemcpyInlineOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.dst(ir), self.src(ir)]
    }
}

impl AccessGroupOpInterface for MemsetOp {}

impl AliasAnalysisOpInterface for MemsetOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.dst(ir)]
    }
}

impl AccessGroupOpInterface for MemsetInlineOp {}

impl AliasAnalysisOpInterface for MemsetInlineOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.dst(ir)]
    }
}
