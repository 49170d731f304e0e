//! The instruction builder (`IRBuilder<>` with LLVM's constant folder):
//! each `build_*` appends an instruction at the end of the current block,
//! or returns a constant when its operands fold. Flags are set on the
//! result afterwards, and only where it is an instruction of the right
//! kind.
#![allow(unsafe_code)] // Calls into LLVM's C API; see the SAFETY notes.

use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use std::marker::PhantomData;

use llvm_sys::core as c;
use llvm_sys::prelude::{LLVMBuilderRef, LLVMContextRef, LLVMModuleRef};
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate,
    LLVMTypeKind,
};

use super::context::LlvmModule;
use super::types::{Type, TypeKind};
use super::values::{BasicBlock, Value};

/// The no-wrap flags of a `getelementptr` (LLVM's `GEPNoWrapFlags` bits).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct GepFlags(pub u32);

impl GepFlags {
    /// `inbounds` (which implies `nusw`).
    pub const INBOUNDS: u32 = 1;
    /// `nusw`.
    pub const NUSW: u32 = 2;
    /// `nuw`.
    pub const NUW: u32 = 4;
}

/// The ordering of an atomic memory access.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[allow(missing_docs)] // LLVM's names.
pub enum AtomicOrdering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

/// The operation of an `atomicrmw`, by LLVM's keyword.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RmwBinOp(pub &'static str);

/// An instruction builder positioned in a function of a module.
pub struct Builder<'m> {
    raw: LLVMBuilderRef,
    module: LLVMModuleRef,
    pub(super) ctx: LLVMContextRef,
    /// Parsed template functions holding one multi-index `extractvalue` or
    /// `insertvalue` each, by their text (the C API builds only one index
    /// per instruction; a clone of a template's instruction has them all).
    templates: RefCell<HashMap<String, LLVMModuleRef>>,
    _module: PhantomData<&'m ()>,
}

fn ordering(o: AtomicOrdering) -> LLVMAtomicOrdering {
    match o {
        AtomicOrdering::NotAtomic => LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
        AtomicOrdering::Unordered => LLVMAtomicOrdering::LLVMAtomicOrderingUnordered,
        AtomicOrdering::Monotonic => LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
        AtomicOrdering::Acquire => LLVMAtomicOrdering::LLVMAtomicOrderingAcquire,
        AtomicOrdering::Release => LLVMAtomicOrdering::LLVMAtomicOrderingRelease,
        AtomicOrdering::AcqRel => LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease,
        AtomicOrdering::SeqCst => LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent,
    }
}

/// LLVM's opcode of a binary operator or a cast by its keyword.
fn opcode(name: &str) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    Some(match name {
        "add" => LLVMAdd,
        "fadd" => LLVMFAdd,
        "sub" => LLVMSub,
        "fsub" => LLVMFSub,
        "mul" => LLVMMul,
        "fmul" => LLVMFMul,
        "udiv" => LLVMUDiv,
        "sdiv" => LLVMSDiv,
        "fdiv" => LLVMFDiv,
        "urem" => LLVMURem,
        "srem" => LLVMSRem,
        "frem" => LLVMFRem,
        "shl" => LLVMShl,
        "lshr" => LLVMLShr,
        "ashr" => LLVMAShr,
        "and" => LLVMAnd,
        "or" => LLVMOr,
        "xor" => LLVMXor,
        "trunc" => LLVMTrunc,
        "zext" => LLVMZExt,
        "sext" => LLVMSExt,
        "fptoui" => LLVMFPToUI,
        "fptosi" => LLVMFPToSI,
        "uitofp" => LLVMUIToFP,
        "sitofp" => LLVMSIToFP,
        "fptrunc" => LLVMFPTrunc,
        "fpext" => LLVMFPExt,
        "ptrtoint" => LLVMPtrToInt,
        "inttoptr" => LLVMIntToPtr,
        "bitcast" => LLVMBitCast,
        "addrspacecast" => LLVMAddrSpaceCast,
        _ => return None,
    })
}

/// Whether `v` is an instruction (not a folded constant).
/// Whether `v` is a floating-point constant holding a denormal number
/// (in any lane of a vector).
fn is_denormal_constant(v: Value<'_>) -> bool {
    // SAFETY: live values; elements are read only from constants, within
    // the vector's length.
    unsafe {
        if c::LLVMIsConstant(v.raw) == 0 {
            return false;
        }
        let ty = c::LLVMTypeOf(v.raw);
        if c::LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind {
            let lanes = c::LLVMGetVectorSize(ty);
            return (0..lanes).any(|lane| {
                let element = c::LLVMGetAggregateElement(v.raw, lane);
                !element.is_null() && is_denormal_constant(Value::wrap(element))
            });
        }
        if c::LLVMIsAConstantFP(v.raw).is_null() {
            return false;
        }
        let smallest_normal = match c::LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMHalfTypeKind => 6.103515625e-5,
            LLVMTypeKind::LLVMBFloatTypeKind | LLVMTypeKind::LLVMFloatTypeKind => {
                f64::from(f32::MIN_POSITIVE)
            }
            LLVMTypeKind::LLVMDoubleTypeKind => f64::MIN_POSITIVE,
            _ => return false,
        };
        let mut loses_info = 0;
        let value = c::LLVMConstRealGetDouble(v.raw, &mut loses_info).abs();
        value != 0.0 && value < smallest_normal
    }
}

fn is_instruction(v: Value<'_>) -> bool {
    // SAFETY: a live value.
    unsafe { !c::LLVMIsAInstruction(v.raw).is_null() }
}

impl<'m> Builder<'m> {
    /// A builder for the functions of `module`, not yet positioned.
    pub fn new(module: &'m LlvmModule<'_>) -> Builder<'m> {
        // SAFETY: a live context.
        let raw = unsafe { c::LLVMCreateBuilderInContext(module.ctx) };
        Builder {
            raw,
            module: module.raw,
            ctx: module.ctx,
            templates: RefCell::new(HashMap::default()),
            _module: PhantomData,
        }
    }

    /// Places the builder at the end of `block`.
    pub fn position_at_end(&self, block: BasicBlock<'m>) {
        // SAFETY: a block of the builder's module.
        unsafe { c::LLVMPositionBuilderAtEnd(self.raw, block.raw) }
    }

    /// The block the builder appends to, once positioned.
    pub fn current_block(&self) -> Option<BasicBlock<'m>> {
        // SAFETY: a live builder; a null block means not positioned.
        let raw = unsafe { c::LLVMGetInsertBlock(self.raw) };
        (!raw.is_null()).then(|| BasicBlock::wrap(raw))
    }

    /// The last instruction of the current block (a marker for
    /// [`Builder::instructions_after`]).
    pub fn last_instruction(&self) -> Option<Value<'m>> {
        let block = self.current_block()?;
        // SAFETY: a live block; null when it is empty.
        Value::wrap_nullable(unsafe { c::LLVMGetLastInstruction(block.raw) })
    }

    /// The instructions of the current block after `marker` (from the
    /// first one when `None`).
    pub fn instructions_after(&self, marker: Option<Value<'m>>) -> Vec<Value<'m>> {
        let Some(block) = self.current_block() else { return Vec::new() };
        // SAFETY: a live block and an instruction of it; the walk stops at
        // the block's end (null).
        unsafe {
            let mut next = match marker {
                Some(m) => c::LLVMGetNextInstruction(m.raw),
                None => c::LLVMGetFirstInstruction(block.raw),
            };
            let mut out = Vec::new();
            while !next.is_null() {
                out.push(Value::wrap(next));
                next = c::LLVMGetNextInstruction(next);
            }
            out
        }
    }

    /// A binary operator by its keyword (`add`, `fmul`, `xor`, …); `None`
    /// for another keyword.
    pub fn binary(&self, op: &str, lhs: Value<'m>, rhs: Value<'m>) -> Option<Value<'m>> {
        let op = opcode(op)?;
        // SAFETY: two values of one type fit for `op` (verified IR).
        Some(Value::wrap(unsafe {
            c::LLVMBuildBinOp(self.raw, op, lhs.raw, rhs.raw, c"".as_ptr())
        }))
    }

    /// What `build` makes of `lhs` as an instruction, even when every
    /// operand is a constant: it is built on a `freeze` of `lhs`, which
    /// no folder looks through, then given `lhs` itself.
    fn unfolded(&self, lhs: Value<'m>, build: impl Fn(Value<'m>) -> Value<'m>) -> Value<'m> {
        let stand_in = self.freeze(lhs);
        let inst = build(stand_in);
        // SAFETY: `inst` is the instruction just built on `stand_in`, its
        // operand 0, which has no other use and is then removed.
        unsafe {
            c::LLVMSetOperand(inst.raw, 0, lhs.raw);
            c::LLVMInstructionEraseFromParent(stand_in.raw);
        }
        inst
    }

    /// A cast by its keyword (`trunc`, `bitcast`, …) to `ty`.
    pub fn cast(&self, op: &str, value: Value<'m>, ty: Type<'m>) -> Option<Value<'m>> {
        let op = opcode(op)?;
        // SAFETY: a value and a type fit for `op` (verified IR).
        Some(Value::wrap(unsafe {
            c::LLVMBuildCast(self.raw, op, value.raw, ty.raw, c"".as_ptr())
        }))
    }

    /// `fneg`.
    pub fn fneg(&self, value: Value<'m>) -> Value<'m> {
        // SAFETY: a floating-point value.
        Value::wrap(unsafe { c::LLVMBuildFNeg(self.raw, value.raw, c"".as_ptr()) })
    }

    /// `freeze`.
    pub fn freeze(&self, value: Value<'m>) -> Value<'m> {
        // SAFETY: a live value.
        Value::wrap(unsafe { c::LLVMBuildFreeze(self.raw, value.raw, c"".as_ptr()) })
    }

    /// Sets `nsw`/`nuw` on an instruction result (nothing on a constant).
    pub fn set_overflow_flags(&self, v: Value<'m>, nsw: bool, nuw: bool) {
        if is_instruction(v) {
            // SAFETY: an instruction with overflow flags (add, sub, mul,
            // shl, trunc: the callers pass only those).
            unsafe {
                c::LLVMSetNSW(v.raw, nsw as i32);
                c::LLVMSetNUW(v.raw, nuw as i32);
            }
        }
    }

    /// Sets `exact` on a division or right shift instruction.
    pub fn set_exact(&self, v: Value<'m>, exact: bool) {
        if is_instruction(v) {
            // SAFETY: a possibly-exact instruction (callers check).
            unsafe { c::LLVMSetExact(v.raw, exact as i32) }
        }
    }

    /// Sets `disjoint` on an `or` instruction.
    pub fn set_disjoint(&self, v: Value<'m>, disjoint: bool) {
        if is_instruction(v) {
            // SAFETY: an `or` instruction (callers check).
            unsafe { c::LLVMSetIsDisjoint(v.raw, disjoint as i32) }
        }
    }

    /// Sets `nneg` on a `zext` or `uitofp` instruction.
    pub fn set_nneg(&self, v: Value<'m>, nneg: bool) {
        if is_instruction(v) {
            // SAFETY: a zext or uitofp instruction (callers check).
            unsafe { c::LLVMSetNNeg(v.raw, nneg as i32) }
        }
    }

    /// Sets `samesign` on an `icmp` instruction.
    pub fn set_same_sign(&self, v: Value<'m>, same_sign: bool) {
        if is_instruction(v) {
            // SAFETY: an icmp instruction (callers check).
            unsafe { c::LLVMSetICmpSameSign(v.raw, same_sign as i32) }
        }
    }

    /// Sets the fast-math flags (LLVM's C bits) of `v` where it can have
    /// them.
    pub fn set_fast_math(&self, v: Value<'m>, flags: u32) {
        // SAFETY: a live value; the flags are set only on an instruction
        // LLVM says can carry them.
        unsafe {
            if is_instruction(v) && c::LLVMCanValueUseFastMathFlags(v.raw) != 0 {
                c::LLVMSetFastMathFlags(v.raw, flags);
            }
        }
    }

    /// `icmp` with LLVM's predicate number (32 `eq` … 41 `sle`).
    pub fn icmp(&self, predicate: u32, lhs: Value<'m>, rhs: Value<'m>) -> Value<'m> {
        use LLVMIntPredicate::*;
        let p = match predicate {
            32 => LLVMIntEQ,
            33 => LLVMIntNE,
            34 => LLVMIntUGT,
            35 => LLVMIntUGE,
            36 => LLVMIntULT,
            37 => LLVMIntULE,
            38 => LLVMIntSGT,
            39 => LLVMIntSGE,
            40 => LLVMIntSLT,
            _ => LLVMIntSLE,
        };
        // SAFETY: two integer (or pointer) values of one type.
        Value::wrap(unsafe { c::LLVMBuildICmp(self.raw, p, lhs.raw, rhs.raw, c"".as_ptr()) })
    }

    /// `fcmp` with LLVM's predicate number (0 `false` … 15 `true`).
    pub fn fcmp(&self, predicate: u32, lhs: Value<'m>, rhs: Value<'m>) -> Value<'m> {
        use LLVMRealPredicate::*;
        let p = match predicate {
            0 => LLVMRealPredicateFalse,
            1 => LLVMRealOEQ,
            2 => LLVMRealOGT,
            3 => LLVMRealOGE,
            4 => LLVMRealOLT,
            5 => LLVMRealOLE,
            6 => LLVMRealONE,
            7 => LLVMRealORD,
            8 => LLVMRealUNO,
            9 => LLVMRealUEQ,
            10 => LLVMRealUGT,
            11 => LLVMRealUGE,
            12 => LLVMRealULT,
            13 => LLVMRealULE,
            14 => LLVMRealUNE,
            _ => LLVMRealPredicateTrue,
        };
        let build = |lhs: Value<'m>| {
            // SAFETY: two floating-point values of one type.
            Value::wrap(unsafe { c::LLVMBuildFCmp(self.raw, p, lhs.raw, rhs.raw, c"".as_ptr()) })
        };
        // MLIR's folder, which knows no denormal mode, leaves a comparison
        // with a denormal constant as an instruction (arithmetic on them
        // it does fold).
        let folded = build(lhs);
        if !is_instruction(folded) && (is_denormal_constant(lhs) || is_denormal_constant(rhs)) {
            return self.unfolded(lhs, build);
        }
        folded
    }

    /// `select`.
    pub fn select(&self, cond: Value<'m>, t: Value<'m>, f: Value<'m>) -> Value<'m> {
        // SAFETY: an `i1` (or vector of) condition and two values of one type.
        Value::wrap(unsafe { c::LLVMBuildSelect(self.raw, cond.raw, t.raw, f.raw, c"".as_ptr()) })
    }

    /// `alloca ty, <size>` (alignment from the data layout).
    pub fn alloca(&self, ty: Type<'m>, size: Value<'m>) -> Value<'m> {
        // SAFETY: a sized type and an integer count.
        Value::wrap(unsafe { c::LLVMBuildArrayAlloca(self.raw, ty.raw, size.raw, c"".as_ptr()) })
    }

    /// `load ty, ptr` (alignment from the data layout).
    pub fn load(&self, ty: Type<'m>, ptr: Value<'m>) -> Value<'m> {
        // SAFETY: a pointer and a loadable type.
        Value::wrap(unsafe { c::LLVMBuildLoad2(self.raw, ty.raw, ptr.raw, c"".as_ptr()) })
    }

    /// `store value, ptr` (alignment from the data layout).
    pub fn store(&self, value: Value<'m>, ptr: Value<'m>) -> Value<'m> {
        // SAFETY: a storable value and a pointer.
        Value::wrap(unsafe { c::LLVMBuildStore(self.raw, value.raw, ptr.raw) })
    }

    /// Marks a load, store, `atomicrmw` or `cmpxchg` volatile.
    pub fn set_volatile(&self, inst: Value<'m>, volatile: bool) {
        // SAFETY: a memory access instruction (callers check).
        unsafe { c::LLVMSetVolatile(inst.raw, volatile as i32) }
    }

    /// Sets the atomic ordering and scope of a load or store.
    pub fn set_atomic(&self, inst: Value<'m>, o: AtomicOrdering, scope: u32) {
        // SAFETY: a load or store instruction (callers check).
        unsafe {
            c::LLVMSetOrdering(inst.raw, ordering(o));
            c::LLVMSetAtomicSyncScopeID(inst.raw, scope);
        }
    }

    /// Attaches the metadata kind `kind` with an empty node (`!nontemporal`
    /// carries `!{i32 1}`, see [`Builder::set_metadata_i32`]).
    pub fn set_metadata_i32(&self, inst: Value<'m>, kind: &str, value: u32) {
        // SAFETY: an instruction; the node is made in the builder's context.
        unsafe {
            let id = c::LLVMGetMDKindIDInContext(self.ctx, kind.as_ptr().cast(), kind.len() as u32);
            let i32t = c::LLVMInt32TypeInContext(self.ctx);
            let mut md = [c::LLVMValueAsMetadata(c::LLVMConstInt(i32t, u64::from(value), 0))];
            let node = c::LLVMMDNodeInContext2(self.ctx, md.as_mut_ptr(), 1);
            c::LLVMSetMetadata(inst.raw, id, c::LLVMMetadataAsValue(self.ctx, node));
        }
    }

    /// Attaches the metadata kind `kind` with an empty node (`!invariant.load`).
    pub fn set_metadata_empty(&self, inst: Value<'m>, kind: &str) {
        // SAFETY: an instruction; the node is made in the builder's context.
        unsafe {
            let id = c::LLVMGetMDKindIDInContext(self.ctx, kind.as_ptr().cast(), kind.len() as u32);
            let node = c::LLVMMDNodeInContext2(self.ctx, std::ptr::null_mut(), 0);
            c::LLVMSetMetadata(inst.raw, id, c::LLVMMetadataAsValue(self.ctx, node));
        }
    }

    /// A metadata string as a value (the arguments of constrained
    /// intrinsics: `metadata !"round.tonearest"`).
    pub fn metadata_string(&self, text: &str) -> Value<'m> {
        // SAFETY: a live context; the text is copied.
        Value::wrap(unsafe {
            let md = c::LLVMMDStringInContext2(self.ctx, text.as_ptr().cast(), text.len());
            c::LLVMMetadataAsValue(self.ctx, md)
        })
    }

    /// `getelementptr` with `flags` (a [`GepFlags`] bit set).
    pub fn gep(
        &self,
        ty: Type<'m>,
        ptr: Value<'m>,
        indices: &[Value<'m>],
        flags: GepFlags,
    ) -> Value<'m> {
        let mut raw: Vec<_> = indices.iter().map(|v| v.raw).collect();
        // SAFETY: a pointer (or vector of) and indices valid for `ty`.
        Value::wrap(unsafe {
            c::LLVMBuildGEPWithNoWrapFlags(
                self.raw,
                ty.raw,
                ptr.raw,
                raw.as_mut_ptr(),
                raw.len() as u32,
                c"".as_ptr(),
                flags.0,
            )
        })
    }

    /// `extractvalue agg, i, j, …`, one instruction whatever the number of
    /// indices (folded when `agg` is a constant).
    pub fn extract_value(
        &self,
        _module: &'m LlvmModule<'_>,
        agg: Value<'m>,
        indices: &[u32],
    ) -> Option<Value<'m>> {
        if indices.len() == 1 || agg.is_constant() {
            let mut v = agg;
            for &i in indices {
                // SAFETY: an aggregate and an index within it.
                v = Value::wrap(unsafe {
                    c::LLVMBuildExtractValue(self.raw, v.raw, i, c"".as_ptr())
                });
            }
            return Some(v);
        }
        let text = format!(
            "define void @t({} %a) {{\n  %r = extractvalue {} %a, {}\n  ret void\n}}\n",
            literal_type_text(agg.ty())?,
            literal_type_text(agg.ty())?,
            join(indices)
        );
        self.clone_template(&text, &[agg])
    }

    /// `insertvalue agg, value, i, j, …`, one instruction whatever the
    /// number of indices (folded when both are constants).
    pub fn insert_value(
        &self,
        module: &'m LlvmModule<'_>,
        agg: Value<'m>,
        value: Value<'m>,
        indices: &[u32],
    ) -> Option<Value<'m>> {
        if indices.len() == 1 {
            // SAFETY: an aggregate, an index within it and a value of the
            // indexed type.
            return Some(Value::wrap(unsafe {
                c::LLVMBuildInsertValue(self.raw, agg.raw, value.raw, indices[0], c"".as_ptr())
            }));
        }
        if agg.is_constant() && value.is_constant() {
            // Constant folding is the same one level at a time.
            let inner = self.extract_value(module, agg, &indices[..1])?;
            let inner = self.insert_value(module, inner, value, &indices[1..])?;
            return self.insert_value(module, agg, inner, &indices[..1]);
        }
        // The template's aggregate type is literal: it must be the
        // aggregate's own type for the result to have it.
        let agg_text = literal_type_text(agg.ty())?;
        // SAFETY: a live type; the text is copied and freed by LLVM.
        let own = unsafe {
            let t = c::LLVMPrintTypeToString(agg.ty().raw);
            let s = std::ffi::CStr::from_ptr(t).to_string_lossy().into_owned();
            c::LLVMDisposeMessage(t);
            s
        };
        if own != agg_text {
            return None;
        }
        let text = format!(
            "define void @t({agg_text} %a, {} %v) {{\n  %r = insertvalue {agg_text} %a, {} %v, {}\n  ret void\n}}\n",
            literal_type_text(value.ty())?,
            literal_type_text(value.ty())?,
            join(indices)
        );
        self.clone_template(&text, &[agg, value])
    }

    /// Clones the first instruction of the template function `text` into
    /// the current block, its operands replaced by `operands`.
    fn clone_template(&self, text: &str, operands: &[Value<'m>]) -> Option<Value<'m>> {
        let mut templates = self.templates.borrow_mut();
        let template = match templates.get(text) {
            Some(&m) => m,
            None => {
                let m = parse_ir(self.ctx, text)?;
                templates.insert(text.to_owned(), m);
                m
            }
        };
        // SAFETY: the template module is live (kept until the builder is
        // dropped) and holds one function whose first instruction is the
        // aggregate operation; its clone has no parent until inserted, and
        // each operand replaced is of the template argument's type.
        unsafe {
            let f = c::LLVMGetFirstFunction(template);
            let inst = c::LLVMGetFirstInstruction(c::LLVMGetEntryBasicBlock(f));
            let clone = c::LLVMInstructionClone(inst);
            for (i, v) in operands.iter().enumerate() {
                c::LLVMSetOperand(clone, i as u32, v.raw);
            }
            c::LLVMInsertIntoBuilder(self.raw, clone);
            Some(Value::wrap(clone))
        }
    }

    /// `extractelement`.
    pub fn extract_element(&self, vector: Value<'m>, index: Value<'m>) -> Value<'m> {
        // SAFETY: a vector and an integer index.
        Value::wrap(unsafe {
            c::LLVMBuildExtractElement(self.raw, vector.raw, index.raw, c"".as_ptr())
        })
    }

    /// `insertelement`.
    pub fn insert_element(
        &self,
        vector: Value<'m>,
        value: Value<'m>,
        index: Value<'m>,
    ) -> Value<'m> {
        // SAFETY: a vector, a value of its element type and an integer index.
        Value::wrap(unsafe {
            c::LLVMBuildInsertElement(self.raw, vector.raw, value.raw, index.raw, c"".as_ptr())
        })
    }

    /// `shufflevector` with a constant `<N x i32>` mask.
    pub fn shuffle_vector(&self, a: Value<'m>, b: Value<'m>, mask: Value<'m>) -> Value<'m> {
        // SAFETY: two vectors of one type and a constant mask.
        Value::wrap(unsafe {
            c::LLVMBuildShuffleVector(self.raw, a.raw, b.raw, mask.raw, c"".as_ptr())
        })
    }

    /// `phi ty` with no incoming value yet.
    pub fn phi(&self, ty: Type<'m>) -> Value<'m> {
        // SAFETY: a first-class type.
        Value::wrap(unsafe { c::LLVMBuildPhi(self.raw, ty.raw, c"".as_ptr()) })
    }

    /// Adds an incoming value to a `phi`.
    pub fn add_incoming(&self, phi: Value<'m>, value: Value<'m>, block: BasicBlock<'m>) {
        let mut v = [value.raw];
        let mut b = [block.raw];
        // SAFETY: a phi, a value of its type and a block of its function.
        unsafe { c::LLVMAddIncoming(phi.raw, v.as_mut_ptr(), b.as_mut_ptr(), 1) }
    }

    /// `br label`.
    pub fn br(&self, dest: BasicBlock<'m>) -> Value<'m> {
        // SAFETY: a block of the current function.
        Value::wrap(unsafe { c::LLVMBuildBr(self.raw, dest.raw) })
    }

    /// `br i1 cond, label t, label f`.
    pub fn cond_br(&self, cond: Value<'m>, t: BasicBlock<'m>, f: BasicBlock<'m>) -> Value<'m> {
        // SAFETY: an `i1` and blocks of the current function.
        Value::wrap(unsafe { c::LLVMBuildCondBr(self.raw, cond.raw, t.raw, f.raw) })
    }

    /// `switch` on `value` to `cases`, else `default`.
    pub fn switch(
        &self,
        value: Value<'m>,
        default: BasicBlock<'m>,
        cases: &[(Value<'m>, BasicBlock<'m>)],
    ) -> Value<'m> {
        // SAFETY: an integer value, constants of its type and blocks of the
        // current function.
        unsafe {
            let s = c::LLVMBuildSwitch(self.raw, value.raw, default.raw, cases.len() as u32);
            for (v, b) in cases {
                c::LLVMAddCase(s, v.raw, b.raw);
            }
            Value::wrap(s)
        }
    }

    /// `ret` (`None`: `ret void`).
    pub fn ret(&self, value: Option<Value<'m>>) -> Value<'m> {
        // SAFETY: a value of the function's result type, or none for void.
        Value::wrap(unsafe {
            match value {
                Some(v) => c::LLVMBuildRet(self.raw, v.raw),
                None => c::LLVMBuildRetVoid(self.raw),
            }
        })
    }

    /// `unreachable`.
    pub fn unreachable(&self) -> Value<'m> {
        // SAFETY: a positioned builder.
        Value::wrap(unsafe { c::LLVMBuildUnreachable(self.raw) })
    }

    /// `call fn_ty callee(args)`.
    pub fn call(&self, fn_ty: Type<'m>, callee: Value<'m>, args: &[Value<'m>]) -> Value<'m> {
        let mut raw: Vec<_> = args.iter().map(|v| v.raw).collect();
        // SAFETY: a callee of type `fn_ty` and arguments of its parameter types.
        Value::wrap(unsafe {
            c::LLVMBuildCall2(
                self.raw,
                fn_ty.raw,
                callee.raw,
                raw.as_mut_ptr(),
                raw.len() as u32,
                c"".as_ptr(),
            )
        })
    }

    /// `invoke fn_ty callee(args) [bundles] to label normal unwind label
    /// unwind`.
    pub fn invoke(
        &self,
        fn_ty: Type<'m>,
        callee: Value<'m>,
        args: &[Value<'m>],
        bundles: &[OperandBundle<'m>],
        normal: BasicBlock<'m>,
        unwind: BasicBlock<'m>,
    ) -> Value<'m> {
        let mut raw: Vec<_> = args.iter().map(|v| v.raw).collect();
        with_bundles(bundles, |refs| {
            // SAFETY: a callee of type `fn_ty`, arguments of its parameter
            // types, blocks of the current function, live bundles.
            Value::wrap(unsafe {
                c::LLVMBuildInvokeWithOperandBundles(
                    self.raw,
                    fn_ty.raw,
                    callee.raw,
                    raw.as_mut_ptr(),
                    raw.len() as u32,
                    normal.raw,
                    unwind.raw,
                    refs.as_mut_ptr(),
                    refs.len() as u32,
                    c"".as_ptr(),
                )
            })
        })
    }

    /// `call fn_ty callee(args) [bundles]`.
    pub fn call_with_bundles(
        &self,
        fn_ty: Type<'m>,
        callee: Value<'m>,
        args: &[Value<'m>],
        bundles: &[OperandBundle<'m>],
    ) -> Value<'m> {
        let mut raw: Vec<_> = args.iter().map(|v| v.raw).collect();
        with_bundles(bundles, |refs| {
            // SAFETY: a callee of type `fn_ty`, arguments of its parameter
            // types, live bundles.
            Value::wrap(unsafe {
                c::LLVMBuildCallWithOperandBundles(
                    self.raw,
                    fn_ty.raw,
                    callee.raw,
                    raw.as_mut_ptr(),
                    raw.len() as u32,
                    refs.as_mut_ptr(),
                    refs.len() as u32,
                    c"".as_ptr(),
                )
            })
        })
    }

    /// `landingpad ty`, `cleanup` when asked, with `clauses` (constants:
    /// a catch clause or, of array type, a filter).
    pub fn landing_pad(&self, ty: Type<'m>, cleanup: bool, clauses: &[Value<'m>]) -> Value<'m> {
        // SAFETY: a positioned builder; the clauses are constants (the
        // `llvm` dialect's verifier checked the catch clauses).
        unsafe {
            let pad = c::LLVMBuildLandingPad(
                self.raw,
                ty.raw,
                std::ptr::null_mut(),
                clauses.len() as u32,
                c"".as_ptr(),
            );
            c::LLVMSetCleanup(pad, cleanup as i32);
            for clause in clauses {
                c::LLVMAddClause(pad, clause.raw);
            }
            Value::wrap(pad)
        }
    }

    /// `resume ty value`.
    pub fn resume(&self, value: Value<'m>) -> Value<'m> {
        // SAFETY: a positioned builder and a value of the function.
        Value::wrap(unsafe { c::LLVMBuildResume(self.raw, value.raw) })
    }

    /// Attaches `!prof !{!"branch_weights", i32 w, …}` to a terminator.
    pub fn set_branch_weights(&self, inst: Value<'m>, weights: &[i32]) {
        let kind = "prof";
        let tag = "branch_weights";
        // SAFETY: an instruction; the node is made in the builder's context.
        unsafe {
            let id = c::LLVMGetMDKindIDInContext(self.ctx, kind.as_ptr().cast(), kind.len() as u32);
            let i32t = c::LLVMInt32TypeInContext(self.ctx);
            let mut md = vec![c::LLVMMDStringInContext2(self.ctx, tag.as_ptr().cast(), tag.len())];
            for &w in weights {
                let value = c::LLVMConstInt(i32t, u64::from(w as u32), 0);
                md.push(c::LLVMValueAsMetadata(value));
            }
            let node = c::LLVMMDNodeInContext2(self.ctx, md.as_mut_ptr(), md.len());
            c::LLVMSetMetadata(inst.raw, id, c::LLVMMetadataAsValue(self.ctx, node));
        }
    }

    /// Sets the calling convention of a call.
    pub fn set_call_conv(&self, call: Value<'m>, cc: u32) {
        // SAFETY: a call instruction.
        unsafe { c::LLVMSetInstructionCallConv(call.raw, cc) }
    }

    /// Sets the tail call kind of a call (0 none, 1 `tail`, 2 `musttail`,
    /// 3 `notail`).
    pub fn set_tail_call_kind(&self, call: Value<'m>, kind: u32) {
        use llvm_sys::LLVMTailCallKind::*;
        let k = match kind {
            1 => LLVMTailCallKindTail,
            2 => LLVMTailCallKindMustTail,
            3 => LLVMTailCallKindNoTail,
            _ => LLVMTailCallKindNone,
        };
        // SAFETY: a call instruction.
        unsafe { c::LLVMSetTailCallKind(call.raw, k) }
    }

    /// `atomicrmw`.
    pub fn atomic_rmw(
        &self,
        op: RmwBinOp,
        ptr: Value<'m>,
        value: Value<'m>,
        o: AtomicOrdering,
        scope: u32,
    ) -> Option<Value<'m>> {
        use LLVMAtomicRMWBinOp::*;
        let op = match op.0 {
            "xchg" => LLVMAtomicRMWBinOpXchg,
            "add" => LLVMAtomicRMWBinOpAdd,
            "sub" => LLVMAtomicRMWBinOpSub,
            "and" => LLVMAtomicRMWBinOpAnd,
            "nand" => LLVMAtomicRMWBinOpNand,
            "or" => LLVMAtomicRMWBinOpOr,
            "xor" => LLVMAtomicRMWBinOpXor,
            "max" => LLVMAtomicRMWBinOpMax,
            "min" => LLVMAtomicRMWBinOpMin,
            "umax" => LLVMAtomicRMWBinOpUMax,
            "umin" => LLVMAtomicRMWBinOpUMin,
            "fadd" => LLVMAtomicRMWBinOpFAdd,
            "fsub" => LLVMAtomicRMWBinOpFSub,
            "fmax" => LLVMAtomicRMWBinOpFMax,
            "fmin" => LLVMAtomicRMWBinOpFMin,
            "uinc_wrap" => LLVMAtomicRMWBinOpUIncWrap,
            "udec_wrap" => LLVMAtomicRMWBinOpUDecWrap,
            "usub_cond" => LLVMAtomicRMWBinOpUSubCond,
            "usub_sat" => LLVMAtomicRMWBinOpUSubSat,
            "fmaximum" => LLVMAtomicRMWBinOpFMaximum,
            "fminimum" => LLVMAtomicRMWBinOpFMinimum,
            _ => return None,
        };
        // SAFETY: a pointer and a value fit for the operation.
        Some(Value::wrap(unsafe {
            c::LLVMBuildAtomicRMWSyncScope(self.raw, op, ptr.raw, value.raw, ordering(o), scope)
        }))
    }

    /// `cmpxchg`.
    pub fn cmpxchg(
        &self,
        ptr: Value<'m>,
        cmp: Value<'m>,
        new: Value<'m>,
        success: AtomicOrdering,
        failure: AtomicOrdering,
        scope: u32,
    ) -> Value<'m> {
        // SAFETY: a pointer and two values of one type.
        Value::wrap(unsafe {
            c::LLVMBuildAtomicCmpXchgSyncScope(
                self.raw,
                ptr.raw,
                cmp.raw,
                new.raw,
                ordering(success),
                ordering(failure),
                scope,
            )
        })
    }

    /// Marks a `cmpxchg` weak.
    pub fn set_weak(&self, inst: Value<'m>, weak: bool) {
        // SAFETY: a cmpxchg instruction (callers check).
        unsafe { c::LLVMSetWeak(inst.raw, weak as i32) }
    }

    /// `fence`.
    pub fn fence(&self, o: AtomicOrdering, scope: u32) -> Value<'m> {
        // SAFETY: a positioned builder.
        Value::wrap(unsafe {
            c::LLVMBuildFenceSyncScope(self.raw, ordering(o), scope, c"".as_ptr())
        })
    }
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder and the template modules are ours; no clone
        // refers into a template any more (their operands were replaced).
        unsafe {
            c::LLVMDisposeBuilder(self.raw);
            for (_, m) in self.templates.borrow_mut().drain() {
                c::LLVMDisposeModule(m);
            }
        }
        let _ = self.module;
    }
}

fn join(indices: &[u32]) -> String {
    indices.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

/// Parses `text` into a new module of `ctx`.
pub(super) fn parse_ir(ctx: LLVMContextRef, text: &str) -> Option<LLVMModuleRef> {
    // SAFETY: the buffer copies `text` and stays ours (disposed of after
    // the parse); the module (or the message) is ours on return.
    unsafe {
        let buffer = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(
            text.as_ptr().cast(),
            text.len(),
            c"template".as_ptr(),
        );
        let mut module = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        let failed =
            llvm_sys::ir_reader::LLVMParseIRInContext2(ctx, buffer, &mut module, &mut message);
        c::LLVMDisposeMemoryBuffer(buffer);
        if !message.is_null() {
            c::LLVMDisposeMessage(message);
        }
        (failed == 0).then_some(module)
    }
}

/// `ty` written as LLVM assembly with every identified struct replaced by
/// its literal body (a template module cannot name this context's
/// identified structs); `None` for a type that cannot be written so.
fn literal_type_text(ty: Type<'_>) -> Option<String> {
    Some(match ty.kind() {
        TypeKind::Struct => {
            // SAFETY: a live struct type.
            let (packed, opaque) =
                unsafe { (c::LLVMIsPackedStruct(ty.raw) != 0, c::LLVMIsOpaqueStruct(ty.raw) != 0) };
            if opaque {
                return None;
            }
            let fields: Option<Vec<String>> =
                ty.struct_elements().into_iter().map(|t| literal_type_text(t)).collect();
            let fields = fields?;
            let inner = if fields.is_empty() {
                "{}".to_owned()
            } else {
                format!("{{ {} }}", fields.join(", "))
            };
            if packed { format!("<{inner}>") } else { inner }
        }
        TypeKind::Array => {
            format!("[{} x {}]", ty.array_len(), literal_type_text(ty.element_type())?)
        }
        TypeKind::Vector => {
            format!("<{} x {}>", ty.vector_len(), literal_type_text(ty.element_type())?)
        }
        TypeKind::ScalableVector => {
            format!("<vscale x {} x {}>", ty.vector_len(), literal_type_text(ty.element_type())?)
        }
        _ => {
            // SAFETY: a live type; the text is copied and freed by LLVM.
            unsafe {
                let t = c::LLVMPrintTypeToString(ty.raw);
                let s = std::ffi::CStr::from_ptr(t).to_string_lossy().into_owned();
                c::LLVMDisposeMessage(t);
                s
            }
        }
    })
}

/// An operand bundle of a call or invoke: its tag and values
/// (`"deopt"(i32 %0)`).
#[derive(Clone, Debug)]
pub struct OperandBundle<'m> {
    /// The bundle's tag.
    pub tag: Vec<u8>,
    /// Its values.
    pub values: Vec<Value<'m>>,
}

/// Runs `f` with LLVM's handles of `bundles`, disposed of afterwards.
fn with_bundles<'m, R>(
    bundles: &[OperandBundle<'m>],
    f: impl FnOnce(&mut Vec<llvm_sys::prelude::LLVMOperandBundleRef>) -> R,
) -> R {
    let mut refs: Vec<_> = bundles
        .iter()
        .map(|bundle| {
            let mut values: Vec<_> = bundle.values.iter().map(|v| v.raw).collect();
            // SAFETY: the tag and values are copied into the new bundle.
            unsafe {
                c::LLVMCreateOperandBundle(
                    bundle.tag.as_ptr().cast(),
                    bundle.tag.len(),
                    values.as_mut_ptr(),
                    values.len() as u32,
                )
            }
        })
        .collect();
    let result = f(&mut refs);
    for bundle in refs {
        // SAFETY: each bundle was created above and is disposed of once;
        // the instruction built keeps its own copy.
        unsafe { c::LLVMDisposeOperandBundle(bundle) }
    }
    result
}
