//! The arguments upstream's base classes give several ops of the LLVM
//! dialect, declared once as groups each op includes: the alias analysis
//! and loop metadata attributes of every memory access (`aliasAttrs` of
//! `LLVM_MemAccessOpBase`, the same four in the memory intrinsics'
//! `baseArgs`), and the argument and result attributes of an intrinsic
//! call (`baseArgs` of `LLVM_IntrOpBase` with `requiresArgAndResultAttrs`).

use mlir_core::semantics::constraints::DictArrayAttr;
use mlir_derive::op_fields;

use super::alias_scopes::{AccessGroupArrayAttr, AliasScopeArrayAttr};
use super::tbaa::TbaaTagArrayAttr;

/// The access groups, alias scopes, `noalias` scopes and TBAA tags of a
/// memory access, in upstream's argument order.
#[op_fields]
pub(super) struct AliasAttrs {
    #[attr]
    access_groups: Option<AccessGroupArrayAttr>,
    #[attr]
    alias_scopes: Option<AliasScopeArrayAttr>,
    #[attr]
    noalias_scopes: Option<AliasScopeArrayAttr>,
    #[attr]
    tbaa: Option<TbaaTagArrayAttr>,
}

/// The attributes of an intrinsic call's arguments and results, one
/// dictionary each.
#[op_fields]
pub(super) struct ArgAndResultAttrs {
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
}
