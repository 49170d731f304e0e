//! The LLVM dialect's stack allocation and memory accesses: `llvm.alloca`
//! (its own custom form), `llvm.load` and `llvm.store` (volatile,
//! nontemporal, invariant and atomic accesses; a load of a pointer may say
//! how far it is dereferenceable), with upstream's verifiers.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterface, Resource,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::semantics::constraints::{AnySignlessInteger, I64Attr, StrAttr, TypeAttr, UnitAttr};
use mlir_core::{Context, Type};
use mlir_derive::op;

use super::Llvm;
use super::access_interfaces::{AccessGroupOpInterface, AliasAnalysisOpInterface};
use super::constraints::{LlvmLoadableType, is_atomic_compatible, target_ext_supports_mem_ops};
use super::dereferenceable::{DereferenceableAttr, verify_dereferenceable};
use super::memory_enums::{AtomicOrdering, AtomicOrderingAttr};
use super::shared_args::AliasAttrs;
use super::types::{PtrType, TargetExtType};

/// Allocates `arraySize` elements of `elem_type` on the stack, freed when
/// the function returns: `llvm.alloca %n x i32 : (i64) -> !llvm.ptr`.
///
/// `inalloca` marks the allocation of an argument passed in memory;
/// `alignment` (0 or absent: the target's) aligns the address.
#[op(dialect = Llvm, name = "alloca", custom_format, verify)]
pub struct AllocaOp {
    #[operand]
    array_size: AnySignlessInteger,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr]
    elem_type: TypeAttr,
    #[attr]
    inalloca: Option<UnitAttr>,
    #[result(effects = [MemAlloc(Resource::AUTOMATIC_ALLOCATION_SCOPE)])]
    res: PtrType,
}

impl AllocaOp {
    /// `inalloca`? `%n x T attr-dict : (i64) -> !llvm.ptr`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let mut attrs = Vec::new();
        if p.parse_optional_keyword("inalloca") {
            attrs
                .push(mlir_core::NamedAttr { name: ctx.ident("inalloca"), value: ctx.unit_attr() });
        }
        let size = p.parse_operand()?;
        p.parse_literal("x")?;
        let elem_type = p.parse_any_type()?;
        attrs.extend(p.parse_optional_attr_dict()?);
        p.parse_literal(":")?;
        let type_at = p.offset();
        let ty = p.parse_any_type()?;
        if let Some(at) = attrs.iter().position(|a| a.name.as_str(ctx) == "alignment") {
            match attrs[at].value.as_integer(ctx) {
                None => {
                    let name = p.custom_op_name_offset();
                    return Err(p.error_at_offset(name, "expected integer alignment"));
                }
                // An alignment of 0 is the target's: not kept.
                Some(v) if v.is_zero() => {
                    attrs.remove(at);
                }
                Some(_) => {}
            }
        }
        let (input, result) = match ty.as_function(ctx) {
            Some(([input], [result])) => (*input, *result),
            _ => {
                let message = "expected trailing function type with one argument and one result";
                return Err(p.error_at_offset(type_at, message));
            }
        };
        state.operands.push(p.resolve_operand(&size, input)?);
        if PtrType::isa(ctx, result) {
            attrs.push(mlir_core::NamedAttr {
                name: ctx.ident("elem_type"),
                value: ctx.type_attr(elem_type),
            });
        }
        state.result_types.push(result);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let ctx: &Context = pr.ctx();
        let op = self.as_op();
        if self.inalloca(ir) {
            pr.write_str(" inalloca");
        }
        pr.write_char(' ');
        pr.print_value_use(self.array_size(ir));
        pr.write_str(" x ");
        pr.print_type(self.elem_type(ir));
        let mut elided = vec!["elem_type", "inalloca"];
        if self.alignment(ir).is_none_or(|a| a == 0) {
            elided.push("alignment");
        }
        pr.print_optional_attr_dict(&pr.op_attributes(op), &elided);
        pr.write_str(" : ");
        let size_type = self.array_size(ir).ty(ir);
        let result_type = self.res(ir).ty(ir);
        pr.print_type(ctx.function_type(&[size_type], &[result_type]));
    }

    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        if let Some(ext) = TargetExtType::try_from(ctx, self.elem_type(ir))
            && !target_ext_supports_mem_ops(ctx, ext)
        {
            let message = "this target extension type cannot be used in alloca";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// Reads a value from memory: `llvm.load %p : !llvm.ptr -> i32`.
///
/// A load may be volatile, nontemporal, invariant (`!invariant.load`),
/// in an invariant group, or atomic with an ordering and a synchronization
/// scope (`atomic syncscope("agent") acquire`), which needs an alignment.
#[op(
    dialect = Llvm,
    name = "load",
    format = "(`volatile` $volatile_^)? $addr
        (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
        (`invariant` $invariant^)?
        (`invariant_group` $invariantGroup^)?
        (`dereferenceable` `` $dereferenceable^)?
        attr-dict `:` qualified(type($addr)) `->` type($res)",

    interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface, MemoryEffectOpInterface],
    verify
)]
pub struct LoadOp {
    #[operand]
    addr: PtrType,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr(rename = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attr]
    nontemporal: Option<UnitAttr>,
    #[attr]
    invariant: Option<UnitAttr>,
    #[attr(rename = "invariantGroup")]
    invariant_group: Option<UnitAttr>,
    #[attr(default = AtomicOrdering::NotAtomic, value = AtomicOrdering)]
    ordering: AtomicOrderingAttr,
    #[attr]
    syncscope: Option<StrAttr>,
    #[attr]
    dereferenceable: Option<DereferenceableAttr>,
    #[fields]
    alias: AliasAttrs,
    #[result]
    res: LlvmLoadableType,
}

/// Writes a value to memory: `llvm.store %v, %p : i32, !llvm.ptr`.
///
/// As `llvm.load`: volatile, nontemporal, in an invariant group, or atomic.
#[op(
    dialect = Llvm,
    name = "store",
    format = "(`volatile` $volatile_^)? $value `,` $addr
        (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
        (`invariant_group` $invariantGroup^)?
        attr-dict `:` type($value) `,` qualified(type($addr))",

    interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface, MemoryEffectOpInterface],
    verify
)]
pub struct StoreOp {
    #[operand]
    value: LlvmLoadableType,
    #[operand]
    addr: PtrType,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr(rename = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attr]
    nontemporal: Option<UnitAttr>,
    #[attr(rename = "invariantGroup")]
    invariant_group: Option<UnitAttr>,
    #[attr(default = AtomicOrdering::NotAtomic, value = AtomicOrdering)]
    ordering: AtomicOrderingAttr,
    #[attr]
    syncscope: Option<StrAttr>,
    #[fields]
    alias: AliasAttrs,
}

/// What an access's verifier reads (MLIR's `verifyAtomicMemOp`).
struct Access {
    op: Op,
    ordering: AtomicOrdering,
    alignment: Option<i64>,
    has_syncscope: bool,
}

impl Access {
    /// An atomic access needs a type atomics support, an ordering not in
    /// `unsupported` and an alignment; a non-atomic one no syncscope.
    fn verify(self, ir: &IrView, ty: Type, unsupported: &[AtomicOrdering]) -> VerifyResult {
        let ctx = ir.ctx();
        let message = if self.ordering != AtomicOrdering::NotAtomic {
            if !is_atomic_compatible(ctx, ty) {
                format!("unsupported type '{}' for atomic access", type_to_string(ctx, ty))
            } else if unsupported.contains(&self.ordering) {
                format!("unsupported ordering '{}'", self.ordering)
            } else if self.alignment.is_none() {
                "expected alignment for atomic access".to_owned()
            } else {
                return Ok(());
            }
        } else if self.has_syncscope {
            "expected syncscope to be null for non-atomic access".to_owned()
        } else {
            return Ok(());
        };
        Err(self.op.emit_op_error(ir, message).into())
    }
}

/// The effects of an access through `addr`: a volatile access, or an
/// atomic one of at least `monotonic` ordering, also reads and writes
/// memory it does not name.
fn access_effects(
    addr: Value,
    kind: EffectKind,
    synchronizes: bool,
    out: &mut Vec<EffectInstance>,
) {
    out.push(EffectInstance { kind, resource: Resource::DEFAULT, value: Some(addr) });
    if synchronizes {
        for kind in [EffectKind::Write, EffectKind::Read] {
            out.push(EffectInstance { kind, resource: Resource::DEFAULT, value: None });
        }
    }
}

/// Whether an access orders other memory accesses around it.
fn synchronizes(volatile: bool, ordering: AtomicOrdering) -> bool {
    volatile || !matches!(ordering, AtomicOrdering::NotAtomic | AtomicOrdering::Unordered)
}

impl LoadOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_dereferenceable(ir, self.as_op(), self.dereferenceable(ir).is_some())?;
        let access = Access {
            op: self.as_op(),
            ordering: self.ordering(ir),
            alignment: self.alignment(ir),
            has_syncscope: self.syncscope(ir).is_some(),
        };
        let unsupported = [AtomicOrdering::Release, AtomicOrdering::AcqRel];
        access.verify(ir, self.res(ir).ty(ir), &unsupported)
    }
}

impl MemoryEffectOpInterface for LoadOp {
    fn effects(&self, ir: &IrView, out: &mut Vec<EffectInstance>) {
        let sync = synchronizes(self.volatile(ir), self.ordering(ir));
        access_effects(self.addr(ir), EffectKind::Read, sync, out);
    }
}

impl StoreOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        let access = Access {
            op: self.as_op(),
            ordering: self.ordering(ir),
            alignment: self.alignment(ir),
            has_syncscope: self.syncscope(ir).is_some(),
        };
        let unsupported = [AtomicOrdering::Acquire, AtomicOrdering::AcqRel];
        access.verify(ir, self.value(ir).ty(ir), &unsupported)
    }
}

impl MemoryEffectOpInterface for StoreOp {
    fn effects(&self, ir: &IrView, out: &mut Vec<EffectInstance>) {
        let sync = synchronizes(self.volatile(ir), self.ordering(ir));
        access_effects(self.addr(ir), EffectKind::Write, sync, out);
    }
}

impl AccessGroupOpInterface for LoadOp {}

impl AliasAnalysisOpInterface for LoadOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.addr(ir)]
    }
}

impl AccessGroupOpInterface for StoreOp {}

impl AliasAnalysisOpInterface for StoreOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.addr(ir)]
    }
}
