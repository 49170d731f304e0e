//! The interfaces of the `llvm` ops that access memory and carry its
//! metadata (MLIR's `AccessGroupOpInterface` and
//! `AliasAnalysisOpInterface`): loads, stores, atomics, the memory
//! intrinsics and calls. Passes that rewrite the metadata, such as the
//! inliner, find the ops through them, so a user's op that implements
//! them is treated as the dialect's own.
//!
//! The metadata lives in the op's attributes `access_groups`,
//! `alias_scopes`, `noalias_scopes` and `tbaa`, read and written here by
//! name: an op declares them as inherent attributes, or keeps them in its
//! discardable dictionary.

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::ir::{IrView, Value};
use mlir_derive::interface;

/// Ops that belong to the access groups in their `access_groups`
/// attribute (`#llvm.access_group`s: LLVM's `!llvm.access.group`).
#[interface(op)]
pub trait AccessGroupOpInterface {
    /// The array of access groups, if the op has one.
    fn access_groups_attr(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "access_groups")
    }

    /// Sets the array of access groups; `None` removes it.
    fn set_access_groups_attr(&self, ir: &mut IrView, groups: Option<Attribute>) {
        ir.set_attr_any(self.as_op(), "access_groups", groups);
    }
}

/// Ops whose memory accesses alias analysis reads: their alias scopes
/// (`alias_scopes`, `noalias_scopes`: LLVM's `!alias.scope` and
/// `!noalias`), their TBAA tags (`tbaa`), and the pointers they access.
#[interface(op)]
pub trait AliasAnalysisOpInterface {
    /// The pointer operands the op accesses memory through.
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value>;

    /// The scopes the op's accesses belong to, if it names some.
    fn alias_scopes_attr(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "alias_scopes")
    }

    /// Sets the scopes the op's accesses belong to; `None` removes them.
    fn set_alias_scopes_attr(&self, ir: &mut IrView, scopes: Option<Attribute>) {
        ir.set_attr_any(self.as_op(), "alias_scopes", scopes);
    }

    /// The scopes the op's accesses do not alias, if it names some.
    fn noalias_scopes_attr(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "noalias_scopes")
    }

    /// Sets the scopes the op's accesses do not alias; `None` removes them.
    fn set_noalias_scopes_attr(&self, ir: &mut IrView, scopes: Option<Attribute>) {
        ir.set_attr_any(self.as_op(), "noalias_scopes", scopes);
    }

    /// The TBAA tags of the op's accesses, if it has some.
    fn tbaa_attr(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "tbaa")
    }
}
