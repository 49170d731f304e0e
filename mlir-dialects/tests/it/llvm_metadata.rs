//! The `llvm` dialect's metadata attributes through their Rust API:
//! building alias scopes, access groups, loop annotations and TBAA tags,
//! reading their parameters back, the alias scope's verifier, the class
//! checks of `AttrOf` parameters and the array constraints the memory ops
//! use. Printed forms were checked against mlir-opt-22.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::format::attr_param::{AttrOf, BoolAttrParam, StringAttrParam};
use mlir_core::asm::printer::attr_to_string;
use mlir_core::semantics::constraints::AttrConstraint;
use mlir_dialects::llvm::{
    AccessGroupArrayAttr, AccessGroupAttr, AliasScopeArrayAttr, AliasScopeAttr,
    AliasScopeDomainAttr, LoopAnnotationAttr, LoopUnrollAttr, TbaaMemberAttr, TbaaNodeClass,
    TbaaRootAttr, TbaaTagArrayAttr, TbaaTagAttr, TbaaTypeDescriptorAttr,
};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::llvm::register(&ctx);
    ctx
}

fn fresh_id(ctx: &Context) -> AttrOf<mlir_core::asm::format::attr_param::DistinctAttrClass> {
    AttrOf::new(ctx, ctx.distinct_attr(ctx.unit_attr())).expect("a distinct attribute")
}

#[test]
fn alias_scopes_hold_their_domain_and_check_their_id() {
    let ctx = context();
    let text = StringAttrParam::new(&ctx, ctx.string_attr("d"));
    let domain = AliasScopeDomainAttr::get(&ctx, fresh_id(&ctx).attr(), text);
    let scope = AliasScopeAttr::get(&ctx, fresh_id(&ctx).attr(), domain, None);
    assert_eq!(scope.domain(&ctx), domain);
    assert_eq!(domain.description(&ctx).map(|d| d.attr()), Some(ctx.string_attr("d")));
    assert!(scope.description(&ctx).is_none());
    // Two scopes with fresh ids are different scopes.
    assert_ne!(scope, AliasScopeAttr::get(&ctx, fresh_id(&ctx).attr(), domain, None));
    // A string names a scope as well; an integer does not.
    let named = ctx.string_attr("named");
    assert!(AliasScopeAttr::get_checked(&ctx, ctx.unknown_loc(), named, domain, None).is_ok());
    let number = ctx.integer_attr_i64(ctx.integer_type(64), 3);
    let err =
        AliasScopeAttr::get_checked(&ctx, ctx.unknown_loc(), number, domain, None).unwrap_err();
    assert_eq!(err.message, "id of an alias scope must be a StringAttr or a DistrinctAttr");
    // The class parameters refuse attributes of another class.
    assert!(StringAttrParam::new(&ctx, number).is_none());
    assert!(
        AttrOf::<mlir_core::asm::format::attr_param::DistinctAttrClass>::new(&ctx, named).is_none()
    );
}

#[test]
fn arrays_of_metadata_satisfy_their_constraints_only() {
    let ctx = context();
    let domain = AliasScopeDomainAttr::get(&ctx, fresh_id(&ctx).attr(), None);
    let scope = AliasScopeAttr::get(&ctx, fresh_id(&ctx).attr(), domain, None);
    let group = AccessGroupAttr::get(&ctx, fresh_id(&ctx));
    let scopes = ctx.array_attr(&[scope.as_attr()]);
    let groups = ctx.array_attr(&[group.as_attr()]);
    assert!(AliasScopeArrayAttr::is_satisfied(&ctx, scopes));
    assert!(!AliasScopeArrayAttr::is_satisfied(&ctx, groups));
    assert!(AccessGroupArrayAttr::is_satisfied(&ctx, groups));
    assert!(!TbaaTagArrayAttr::is_satisfied(&ctx, scopes));
    assert_eq!(AliasScopeArrayAttr::description(), "LLVM dialect alias scope array");
    assert_eq!(AccessGroupArrayAttr::description(), "LLVM dialect access group metadata array");
    assert_eq!(TbaaTagArrayAttr::description(), "LLVM dialect TBAA tag metadata array");
    // The loop annotation has no summary: mlir-opt's message ends in a blank.
    assert_eq!(LoopAnnotationAttr::description(), "");
}

#[test]
fn loop_annotations_nest_their_parts() {
    let ctx = context();
    let yes = BoolAttrParam::new(&ctx, ctx.bool_attr(true));
    let unroll = LoopUnrollAttr::get(&ctx, yes, None, None, None, None, None, None);
    let group = AccessGroupAttr::get(&ctx, fresh_id(&ctx));
    let annotation = LoopAnnotationAttr::get(
        &ctx,
        None,
        None,
        None,
        Some(unroll),
        None,
        None,
        None,
        None,
        None,
        None,
        yes,
        None,
        None,
        None,
        Some(vec![group]),
    );
    assert_eq!(annotation.unroll(&ctx), Some(unroll));
    assert_eq!(annotation.parallel_accesses(&ctx), Some(vec![group]));
    assert_eq!(
        attr_to_string(&ctx, annotation.as_attr()),
        "#llvm.loop_annotation<unroll = <disable = true>, mustProgress = true, parallelAccesses = <id = distinct[0]<>>>"
    );
}

#[test]
fn tbaa_tags_name_their_types() {
    let ctx = context();
    let root = TbaaRootAttr::get(&ctx, StringAttrParam::new(&ctx, ctx.string_attr("root")));
    let node = AttrOf::<TbaaNodeClass>::new(&ctx, root.as_attr()).expect("a root is a node");
    let int =
        TbaaTypeDescriptorAttr::get(&ctx, "int".into(), vec![TbaaMemberAttr::get(&ctx, node, 0)]);
    let tag = TbaaTagAttr::get(&ctx, int, int, 4, false);
    assert_eq!((tag.base_type(&ctx), tag.offset(&ctx), tag.constant(&ctx)), (int, 4, false));
    // A tag is not a node of the tree.
    assert!(AttrOf::<TbaaNodeClass>::new(&ctx, tag.as_attr()).is_none());
    assert_eq!(
        attr_to_string(&ctx, tag.as_attr()),
        "#llvm.tbaa_tag<base_type = <id = \"int\", members = {<#llvm.tbaa_root<id = \"root\">, 0>}>, access_type = <id = \"int\", members = {<#llvm.tbaa_root<id = \"root\">, 0>}>, offset = 4>"
    );
}
