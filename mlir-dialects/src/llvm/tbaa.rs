//! Type-based alias analysis metadata (LLVM's `!tbaa`): a tree of type
//! descriptors under an `#llvm.tbaa_root`, each `#llvm.tbaa_type_desc`
//! listing its members as `<node, offset>` (`#llvm.tbaa_member`), and the
//! `#llvm.tbaa_tag`s memory accesses carry (`tbaa = [#tag]`), naming the
//! base type, the accessed type and the offset between them.

use std::borrow::Cow;

use mlir_core::Context;
use mlir_core::asm::format::attr_param::{AttrClass, AttrClassDef, AttrOf, StringAttrParam};
use mlir_core::asm::format::params::{parse_param_value, print_param_value};
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::semantics::constraints::{ArrayElement, ArrayOf};
use mlir_derive::attr_def;

use super::Llvm;

/// LLVM dialect TBAA root metadata.
///
/// The root of a tree of type descriptors: `#llvm.tbaa_root<id = "Simple
/// C/C++ TBAA">`, or `#llvm.tbaa_root` without an identity.
#[attr_def(
    dialect = Llvm,
    mnemonic = "tbaa_root",
    format = "(`<` struct(params)^ `>`)?",
    ods_name = "LLVM_TBAARootAttr",
    cpp_name = "TBAARootAttr"
)]
pub struct TbaaRootAttr {
    /// The identity of the tree.
    id: Option<StringAttrParam>,
}

/// A node of a TBAA tree: a root or a type descriptor (upstream's base
/// class of both).
pub struct TbaaNodeClass;

impl AttrClass for TbaaNodeClass {
    const DEF: AttrClassDef = AttrClassDef {
        cpp_name: "TBAANodeAttr",
        accepts: |ctx, attr| TbaaRootAttr::isa(ctx, attr) || TbaaTypeDescriptorAttr::isa(ctx, attr),
    };
}

/// A member of a type descriptor: its node and offset, `<#node, 8>`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "tbaa_member",
    format = "`<` params `>`",
    ods_name = "LLVM_TBAAMemberAttr",
    cpp_name = "TBAAMemberAttr"
)]
pub struct TbaaMemberAttr {
    /// The member's type, written in full.
    #[param(rename = "typeDesc")]
    type_desc: AttrOf<TbaaNodeClass>,
    /// Its offset in bytes.
    offset: i64,
}

/// LLVM dialect TBAA type metadata.
///
/// A type and its members: `#llvm.tbaa_type_desc<id = "int", members =
/// {<#root, 0>}>`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "tbaa_type_desc",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_TBAATypeDescriptorAttr",
    cpp_name = "TBAATypeDescriptorAttr"
)]
pub struct TbaaTypeDescriptorAttr {
    /// The type's name.
    #[param(cpp_type = "::llvm::StringRef")]
    id: String,
    /// Its members, at least one, in braces.
    #[param(parse = parse_members, print = print_members)]
    members: Vec<TbaaMemberAttr>,
}

/// `{<#node, 0>, …}`.
fn parse_members(p: &mut Parser<'_>) -> PResult<Vec<TbaaMemberAttr>> {
    p.parse_literal("{")?;
    let members = parse_param_value(p)?;
    p.parse_literal("}")?;
    Ok(members)
}

/// Writes what [`parse_members`] reads.
fn print_members(p: &mut AsmPrinter<'_>, members: Vec<TbaaMemberAttr>) {
    p.write_char('{');
    print_param_value(p, &members);
    p.write_char('}');
}

/// LLVM dialect TBAA tag metadata.
///
/// What an access reads or writes: `#llvm.tbaa_tag<base_type = #agg,
/// access_type = #int, offset = 4>`, `constant = true` for memory that
/// never changes.
#[attr_def(
    dialect = Llvm,
    mnemonic = "tbaa_tag",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_TBAATagAttr",
    cpp_name = "TBAATagAttr"
)]
pub struct TbaaTagAttr {
    /// The type of the object accessed.
    base_type: TbaaTypeDescriptorAttr,
    /// The type of the value accessed in it.
    access_type: TbaaTypeDescriptorAttr,
    /// The offset of the value in the object.
    offset: i64,
    /// Whether the memory never changes.
    #[param(default = false)]
    constant: bool,
}

/// `tbaa`: an array of TBAA tags (ODS's `LLVM_TBAATagArrayAttr`).
pub type TbaaTagArrayAttr = ArrayOf<TbaaTagElement>;

/// An element of [`TbaaTagArrayAttr`].
pub struct TbaaTagElement;

impl ArrayElement for TbaaTagElement {
    fn array_description() -> Cow<'static, str> {
        Cow::Owned(format!("{} array", TbaaTagAttr::SUMMARY))
    }

    fn accepts(ctx: &Context, element: Attribute) -> bool {
        TbaaTagAttr::isa(ctx, element)
    }
}
