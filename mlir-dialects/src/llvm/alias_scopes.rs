//! The alias analysis metadata memory accesses carry: the scopes of
//! `#llvm.alias_scope` grouped in an `#llvm.alias_scope_domain` (LLVM's
//! `!alias.scope` and `!noalias`), and the `#llvm.access_group`s of
//! parallel loops (`!llvm.access.group`). Each is told apart from its
//! equals by its `id`, usually a `distinct[n]<>` attribute. Here too the
//! intrinsic that declares a scope, `llvm.intr.experimental.noalias.scope.decl`.

use std::borrow::Cow;

use mlir_core::Context;
use mlir_core::asm::format::attr_param::{DistinctAttrParam, StringAttrParam};
use mlir_core::context::builtin::attributes::{AttrData, Attribute};
use mlir_core::semantics::constraints::{ArrayElement, ArrayOf};
use mlir_derive::{attr_def, op};

use super::Llvm;

/// LLVM dialect alias scope domain metadata.
///
/// The domain its alias scopes belong to: `#llvm.alias_scope_domain<id =
/// distinct[0]<>, description = "…">`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "alias_scope_domain",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_AliasScopeDomainAttr",
    cpp_name = "AliasScopeDomainAttr"
)]
pub struct AliasScopeDomainAttr {
    /// What makes the domain unique.
    id: Attribute,
    /// A description for readers.
    description: Option<StringAttrParam>,
}

/// LLVM dialect alias scope.
///
/// A scope of a domain, named by the accesses of its scope (`alias_scopes
/// = [#scope]`) or that do not alias it (`noalias_scopes = [#scope]`):
/// `#llvm.alias_scope<id = distinct[1]<>, domain = #domain>`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "alias_scope",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_AliasScopeAttr",
    cpp_name = "AliasScopeAttr",
    verify = check_alias_scope
)]
pub struct AliasScopeAttr {
    /// What makes the scope unique: a distinct attribute or a string.
    id: Attribute,
    /// The domain of the scope.
    domain: AliasScopeDomainAttr,
    /// A description for readers.
    description: Option<StringAttrParam>,
}

/// A scope is named by a distinct attribute or a string (the message's
/// spelling is upstream's).
fn check_alias_scope(
    ctx: &Context,
    id: &Attribute,
    _domain: &AliasScopeDomainAttr,
    _description: &Option<StringAttrParam>,
) -> Result<(), String> {
    match id.data(ctx) {
        AttrData::String { .. } | AttrData::Distinct { .. } => Ok(()),
        _ => Err("id of an alias scope must be a StringAttr or a DistrinctAttr".into()),
    }
}

/// LLVM dialect access group metadata.
///
/// The accesses of a group are independent across the iterations of the
/// loops that name it in `parallelAccesses`: `#llvm.access_group<id =
/// distinct[0]<>>`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "access_group",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_AccessGroupAttr",
    cpp_name = "AccessGroupAttr"
)]
pub struct AccessGroupAttr {
    /// What makes the group unique.
    id: DistinctAttrParam,
}

/// `alias_scopes` and `noalias_scopes`: an array of alias scopes (ODS's
/// `LLVM_AliasScopeArrayAttr`).
pub type AliasScopeArrayAttr = ArrayOf<AliasScopeElement>;

/// An element of [`AliasScopeArrayAttr`].
pub struct AliasScopeElement;

impl ArrayElement for AliasScopeElement {
    fn array_description() -> Cow<'static, str> {
        Cow::Owned(format!("{} array", AliasScopeAttr::SUMMARY))
    }

    fn accepts(ctx: &Context, element: Attribute) -> bool {
        AliasScopeAttr::isa(ctx, element)
    }
}

/// `access_groups`: an array of access groups (ODS's
/// `LLVM_AccessGroupArrayAttr`).
pub type AccessGroupArrayAttr = ArrayOf<AccessGroupElement>;

/// An element of [`AccessGroupArrayAttr`].
pub struct AccessGroupElement;

impl ArrayElement for AccessGroupElement {
    fn array_description() -> Cow<'static, str> {
        Cow::Owned(format!("{} array", AccessGroupAttr::SUMMARY))
    }

    fn accepts(ctx: &Context, element: Attribute) -> bool {
        AccessGroupAttr::isa(ctx, element)
    }
}

/// Declares where the `noalias` scope `scope` begins (LLVM's
/// `llvm.experimental.noalias.scope.decl`):
/// `llvm.intr.experimental.noalias.scope.decl #scope`.
#[op(dialect = Llvm, name = "intr.experimental.noalias.scope.decl", format = "$scope attr-dict")]
pub struct NoAliasScopeDeclOp {
    #[attr]
    scope: AliasScopeAttr,
}
