//! The alias names mlir-opt gives the LLVM dialect's metadata attributes:
//! each its mnemonic (`#alias_scope`, `#loop_annotation`, `#tbaa_tag`),
//! numbered when several differ, and overridable by a later dialect, as
//! upstream's generated mnemonic aliases are.

use std::borrow::Cow;

use mlir_core::Context;
use mlir_core::context::builtin::attributes::{AttrData, Attribute};
use mlir_core::context::dialect_alias::AliasResult;
use mlir_core::definitions::interfaces::op_asm_dialect::OpAsmDialectInterface;

use super::Llvm;
use super::alias_scopes::{AccessGroupAttr, AliasScopeAttr, AliasScopeDomainAttr};
use super::loop_annotation::{
    LoopAnnotationAttr, LoopDistributeAttr, LoopInterleaveAttr, LoopLicmAttr, LoopPeeledAttr,
    LoopPipelineAttr, LoopUnrollAndJamAttr, LoopUnrollAttr, LoopUnswitchAttr, LoopVectorizeAttr,
};
use super::tbaa::{TbaaRootAttr, TbaaTagAttr, TbaaTypeDescriptorAttr};

/// The mnemonics of the kinds named after themselves.
const NAMED: [&str; 16] = [
    AliasScopeDomainAttr::MNEMONIC,
    AliasScopeAttr::MNEMONIC,
    AccessGroupAttr::MNEMONIC,
    LoopVectorizeAttr::MNEMONIC,
    LoopInterleaveAttr::MNEMONIC,
    LoopUnrollAttr::MNEMONIC,
    LoopUnrollAndJamAttr::MNEMONIC,
    LoopLicmAttr::MNEMONIC,
    LoopDistributeAttr::MNEMONIC,
    LoopPipelineAttr::MNEMONIC,
    LoopPeeledAttr::MNEMONIC,
    LoopUnswitchAttr::MNEMONIC,
    LoopAnnotationAttr::MNEMONIC,
    TbaaRootAttr::MNEMONIC,
    TbaaTypeDescriptorAttr::MNEMONIC,
    TbaaTagAttr::MNEMONIC,
];

impl OpAsmDialectInterface for Llvm {
    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        match attr.data(ctx) {
            AttrData::Dialect(d) if d.def.dialect == "llvm" && NAMED.contains(&d.def.mnemonic) => {
                AliasResult::Overridable(Cow::Borrowed(d.def.mnemonic))
            }
            _ => AliasResult::NoAlias,
        }
    }
}
