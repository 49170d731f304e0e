//! `func.func` to `llvm.func` (MLIR's `FuncOpConversion`): the signature
//! converted by the LLVM rules (memrefs expanded into their descriptor's
//! fields, several results packed into a struct), the linkage from an
//! `llvm.linkage` attribute (external otherwise), the symbol visibility
//! and every other attribute kept, argument attributes following their
//! argument (an expanded memref's fields get none), and the body moved in
//! with its entry block's arguments converted. With the bare-pointer
//! convention, the entry block rebuilds each memref's descriptor from its
//! pointer and static shape. Functions marked `llvm.emit_c_interface`
//! get their C wrappers (`c_interface.rs`).

use mlir_core::conversion::{
    ArgumentMapping, ConversionPatternRewriter, OpConversionPattern, SignatureConversion,
    ValueVector,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Attribute, Context, Location, Type, TypeData};

use super::c_interface::{wrap_external_function, wrap_for_external_callers};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, index_constant, named_state,
};
use crate::func::FuncOp;
use crate::llvm::{Linkage, MemoryEffectsAttr};

/// The discardable attribute naming the linkage a function gets.
const LINKAGE_ATTR: &str = "llvm.linkage";

/// The discardable attribute marking a function that touches no memory.
const READNONE_ATTR: &str = "llvm.readnone";
/// The discardable attribute asking for C wrappers.
pub(super) const C_INTERFACE_ATTR: &str = "llvm.emit_c_interface";

/// Lowers `func.func`.
pub(super) struct FuncOpLowering {
    pub(super) converter: LlvmTypeConverter,
}

impl OpConversionPattern for FuncOpLowering {
    type Op = FuncOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.func"]
    }

    fn match_and_rewrite(
        &self,
        func: FuncOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = func.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let Some((inputs, results)) =
            func.function_type(rw).as_function(&ctx).map(|(i, r)| (i.to_vec(), r.to_vec()))
        else {
            return rw.notify_match_failure(op, "the function type is not a function type");
        };
        let Some((signature, llvm_type)) =
            self.converter.convert_function_type(&ctx, &inputs, &results, false)
        else {
            return rw.notify_match_failure(op, "the signature does not convert");
        };
        let external = func.body(rw).is_empty(rw);
        // The bare-pointer convention has no C wrappers.
        let c_interface = op.attr(rw, C_INTERFACE_ATTR).is_some()
            && !self.converter.options().use_bare_ptr_call_conv;
        let linkage = match op.attr(rw, LINKAGE_ATTR) {
            Some(attr) => attr,
            // A declaration given C wrappers becomes a private definition.
            None if external && c_interface => Linkage::Private.attr(&ctx),
            None => Linkage::External.attr(&ctx),
        };
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("sym_name", func.sym_name_attr(rw)),
            ("function_type", ctx.type_attr(llvm_type.into())),
            ("linkage", linkage),
        ];
        if let Some(visibility) = func.sym_visibility_attr(rw) {
            attrs.push(("sym_visibility", visibility));
        }
        if let Some(arg_attrs) = func.arg_attrs_attr(rw) {
            attrs.push(("arg_attrs", expand_arg_attrs(&ctx, arg_attrs, &signature)));
        }
        if let Some(res_attrs) = func.res_attrs_attr(rw)
            && results.len() == 1
        {
            attrs.push(("res_attrs", res_attrs));
        }
        // `llvm.readnone` becomes the memory effects LLVM reads it as.
        if op.attr(rw, READNONE_ATTR).is_some() {
            attrs.push(("memory_effects", MemoryEffectsAttr::none(&ctx).into()));
        }
        let discardable: Vec<(String, Attribute)> = op
            .attrs(rw)
            .iter()
            .filter(|a| ![LINKAGE_ATTR, READNONE_ATTR].contains(&a.name.as_str(&ctx)))
            .map(|a| (a.name.as_str(&ctx).to_owned(), a.value))
            .collect();
        attrs.extend(discardable.iter().map(|(name, value)| (name.as_str(), *value)));
        let mut state = named_state(&ctx, loc, "llvm.func", &attrs);
        state.num_new_regions = 1;
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = rw.build(state);
        if !external {
            let old_args: Vec<Value> =
                func.body(rw).blocks(rw).next().map_or_else(Vec::new, |b| b.args(rw).collect());
            rw.inline_region_before(func.body(rw), new.region(rw, 0), None);
            let body = new.region(rw, 0);
            let generic = self.converter.converter().clone();
            // Only the entry block's arguments change: the other blocks'
            // are the branches' business (`convert-cf-to-llvm`).
            let entry = body
                .first_block(rw)
                .map(|first| rw.apply_signature_conversion(first, &signature, Some(&generic)));
            if self.converter.options().use_bare_ptr_call_conv
                && let Some(entry) = entry
            {
                rebuild_bare_descriptors(
                    &self.converter,
                    rw,
                    loc,
                    &inputs,
                    &old_args,
                    &signature,
                    entry,
                );
            }
        }
        if c_interface {
            if external {
                wrap_external_function(&self.converter, rw, new, &inputs, &results);
            } else {
                wrap_for_external_callers(&self.converter, rw, new, &inputs, &results);
            }
        }
        rw.erase_op(op);
        Ok(())
    }
}

/// The argument attributes of the converted signature: an argument kept
/// one to one keeps its dictionary; an expanded one's fields get empty ones.
fn expand_arg_attrs(
    ctx: &Context,
    arg_attrs: Attribute,
    signature: &SignatureConversion,
) -> Attribute {
    let dicts = arg_attrs.as_array(ctx).unwrap_or(&[]);
    let empty = ctx.dictionary_attr(&[]);
    let mut out = vec![empty; signature.converted_types().len()];
    for (index, dict) in dicts.iter().enumerate() {
        if let Some(ArgumentMapping::Inputs { start, len: 1 }) = signature.mapping(index) {
            out[*start] = *dict;
        }
    }
    ctx.array_attr(&out)
}

/// With the bare-pointer convention: at the start of the entry block, each
/// memref argument's descriptor built from its pointer and static shape,
/// which then stands for the argument.
fn rebuild_bare_descriptors(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    inputs: &[Type],
    old_args: &[Value],
    signature: &SignatureConversion,
    entry: mlir_core::ir::Block,
) {
    let ctx = rw.ctx_arc().clone();
    rw.set_insertion_point(InsertPoint::BlockStart(entry));
    for (index, (&ty, &old)) in inputs.iter().zip(old_args).enumerate() {
        if !matches!(ty.data(&ctx), TypeData::MemRef { .. }) {
            continue;
        }
        let Some(ArgumentMapping::Inputs { start, len: 1 }) = signature.mapping(index) else {
            continue;
        };
        // The conversion replaces uses at its end: the old argument still
        // has them, and an unused one needs no descriptor.
        if old.use_empty(rw) {
            continue;
        }
        let ptr = entry.arg(rw, *start);
        let descriptor = descriptor_of_static_memref(converter, rw, loc, ty, ptr);
        rw.replace_all_uses_with(old, descriptor.value());
    }
}

/// The descriptor of a memref of static shape and strides held at `ptr`
/// (both its pointers), with constant offset, sizes and strides (MLIR's
/// `MemRefDescriptor::fromStaticShape`).
pub(super) fn descriptor_of_static_memref(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    memref: Type,
    ptr: Value,
) -> MemRefDescriptor {
    let ctx = rw.ctx_arc().clone();
    let descriptor_type = converter.convert_type(&ctx, memref).expect("a static memref converts");
    let layout = memref.strides_and_offset(&ctx).expect("a strided memref");
    let shape: Vec<i64> =
        memref.shape_and_element(&ctx).map(|(s, _)| s.to_vec()).unwrap_or_default();
    let mut descriptor = MemRefDescriptor::poison(rw, loc, descriptor_type);
    descriptor.set_allocated_ptr(rw, loc, ptr);
    descriptor.set_aligned_ptr(rw, loc, ptr);
    let offset = index_constant(rw, loc, converter, layout.offset);
    descriptor.set_offset(rw, loc, offset);
    for (dim, (&size, &stride)) in shape.iter().zip(&layout.strides).enumerate() {
        let size = index_constant(rw, loc, converter, size);
        descriptor.set_size(rw, loc, dim, size);
        let stride = index_constant(rw, loc, converter, stride);
        descriptor.set_stride(rw, loc, dim, stride);
    }
    descriptor
}
