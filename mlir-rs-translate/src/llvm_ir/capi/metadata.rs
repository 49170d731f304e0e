//! Metadata: strings, constants and nodes, uniqued (`!{…}`) or distinct
//! and naming themselves first (`distinct !{!3, …}`, as alias scopes,
//! their domains and anonymous TBAA roots are), and their attachment to
//! instructions under a kind (`!tbaa`, `!alias.scope`, …). A distinct
//! node without operands (`distinct !{}`, an access group) is read from IR
//! text: the C API makes none, and metadata belongs to the context, not
//! to the module read.

#![allow(unsafe_code)] // Calls into LLVM's C API; see the SAFETY notes.

use std::marker::PhantomData;

use llvm_sys::core as c;
use llvm_sys::debuginfo as di;
use llvm_sys::prelude::LLVMMetadataRef;

use super::builder::{Builder, parse_ir};
use super::values::Value;

/// A metadata node or string of the module's context.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Metadata<'m> {
    raw: LLVMMetadataRef,
    _module: PhantomData<&'m ()>,
}

impl<'m> Metadata<'m> {
    fn wrap(raw: LLVMMetadataRef) -> Metadata<'m> {
        Metadata { raw, _module: PhantomData }
    }
}

impl<'m> Builder<'m> {
    /// `!"text"`.
    pub fn md_string(&self, text: &[u8]) -> Metadata<'m> {
        // SAFETY: a live context; the text is copied.
        Metadata::wrap(unsafe {
            c::LLVMMDStringInContext2(self.ctx, text.as_ptr().cast(), text.len())
        })
    }

    /// `i64 value` as metadata.
    pub fn md_i64(&self, value: i64) -> Metadata<'m> {
        self.md_int(64, value as u64)
    }

    /// An integer of `width` bits (`i32 8`, `i1 true`) as metadata, `value`
    /// truncated to the width.
    pub fn md_int(&self, width: u32, value: u64) -> Metadata<'m> {
        // SAFETY: a live context; the constant is made in it.
        Metadata::wrap(unsafe {
            let ty = c::LLVMIntTypeInContext(self.ctx, width);
            c::LLVMValueAsMetadata(c::LLVMConstInt(ty, value, 0))
        })
    }

    /// `node` as an argument of a call (`metadata !3`).
    pub fn metadata_value(&self, node: Metadata<'m>) -> Value<'m> {
        // SAFETY: a live context and a node of it.
        Value::wrap(unsafe { c::LLVMMetadataAsValue(self.ctx, node.raw) })
    }

    /// The uniqued node `!{operands…}`.
    pub fn md_node(&self, operands: &[Metadata<'m>]) -> Metadata<'m> {
        let mut raw: Vec<_> = operands.iter().map(|m| m.raw).collect();
        // SAFETY: operands of this context; the array is copied.
        Metadata::wrap(unsafe { c::LLVMMDNodeInContext2(self.ctx, raw.as_mut_ptr(), raw.len()) })
    }

    /// A distinct node whose first operand is itself: `distinct !{!n,
    /// rest…}`. Made of a temporary first operand replaced by the node,
    /// which LLVM then keeps apart from every other node (a node that
    /// refers to itself is never uniqued).
    pub fn md_self_node(&self, rest: &[Metadata<'m>]) -> Metadata<'m> {
        // SAFETY: a live context; the temporary node is used once as an
        // operand, then replaced and deleted by `ReplaceAllUsesWith`.
        unsafe {
            let temp = di::LLVMTemporaryMDNode(self.ctx, std::ptr::null_mut(), 0);
            let mut raw = Vec::with_capacity(rest.len() + 1);
            raw.push(temp);
            raw.extend(rest.iter().map(|m| m.raw));
            let node = c::LLVMMDNodeInContext2(self.ctx, raw.as_mut_ptr(), raw.len());
            di::LLVMMetadataReplaceAllUsesWith(temp, node);
            Metadata::wrap(node)
        }
    }

    /// A new distinct node without operands, `distinct !{}` (`None` only
    /// if LLVM cannot read its own text).
    pub fn md_distinct_empty(&self) -> Option<Metadata<'m>> {
        let module = parse_ir(self.ctx, "!g = !{!0}\n!0 = distinct !{}\n")?;
        // SAFETY: the module just read holds the named node `g` of one
        // operand; the distinct node it names lives in the context, after
        // the module is disposed of.
        unsafe {
            let count = c::LLVMGetNamedMetadataNumOperands(module, c"g".as_ptr());
            let mut operands = vec![std::ptr::null_mut(); count as usize];
            c::LLVMGetNamedMetadataOperands(module, c"g".as_ptr(), operands.as_mut_ptr());
            let node = operands.first().map(|&v| c::LLVMValueAsMetadata(v));
            c::LLVMDisposeModule(module);
            node.map(Metadata::wrap)
        }
    }

    /// Attaches `node` to `inst` under the kind `kind` (`tbaa`,
    /// `alias.scope`, …).
    pub fn set_metadata(&self, inst: Value<'m>, kind: &str, node: Metadata<'m>) {
        // SAFETY: an instruction; the node is of the builder's context.
        unsafe {
            let id = c::LLVMGetMDKindIDInContext(self.ctx, kind.as_ptr().cast(), kind.len() as u32);
            c::LLVMSetMetadata(inst.raw, id, c::LLVMMetadataAsValue(self.ctx, node.raw));
        }
    }
}
