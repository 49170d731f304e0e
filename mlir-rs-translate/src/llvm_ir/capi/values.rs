//! LLVM values: constants, global variables, functions and their
//! attributes, basic blocks, and what the folding of constant addresses
//! reads back from constant expressions.
#![allow(unsafe_code)] // Calls into LLVM's C API; see the SAFETY notes.

use std::marker::PhantomData;

use llvm_sys::core as c;
use llvm_sys::prelude::{LLVMAttributeRef, LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMUnnamedAddr, LLVMVisibility};

use super::c_string;
use super::context::LlvmModule;
use super::types::Type;

/// An LLVM value (a constant, a global, a function, an argument or an
/// instruction) of a module; it cannot outlive the module.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Value<'m> {
    pub(super) raw: LLVMValueRef,
    _module: PhantomData<&'m ()>,
}

/// A basic block of a function of a module.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BasicBlock<'m> {
    pub(super) raw: LLVMBasicBlockRef,
    _module: PhantomData<&'m ()>,
}

/// A function, parameter or return attribute (`noalias`, `align 8`, …).
#[derive(Clone, Copy, Debug)]
pub struct Attribute<'m> {
    pub(super) raw: LLVMAttributeRef,
    _module: PhantomData<&'m ()>,
}

/// The linkage of a global value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[allow(missing_docs)] // LLVM's linkage names say it all.
pub enum Linkage {
    External,
    AvailableExternally,
    LinkOnce,
    LinkOnceOdr,
    Weak,
    WeakOdr,
    Appending,
    Internal,
    Private,
    ExternWeak,
    Common,
}

/// The visibility of a global value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[allow(missing_docs)]
pub enum Visibility {
    Default,
    Hidden,
    Protected,
}

impl<'m> Value<'m> {
    pub(super) fn wrap(raw: LLVMValueRef) -> Value<'m> {
        Value { raw, _module: PhantomData }
    }

    pub(super) fn wrap_nullable(raw: LLVMValueRef) -> Option<Value<'m>> {
        (!raw.is_null()).then(|| Value::wrap(raw))
    }

    /// The value's type.
    pub fn ty(self) -> Type<'m> {
        // SAFETY: a live value.
        Type::wrap(unsafe { c::LLVMTypeOf(self.raw) })
    }

    /// An integer constant of type `ty` from its low 64 bits.
    pub fn const_int(ty: Type<'m>, value: u64, sign_extend: bool) -> Value<'m> {
        // SAFETY: an integer type.
        Value::wrap(unsafe { c::LLVMConstInt(ty.raw, value, sign_extend as i32) })
    }

    /// An integer constant of type `ty` from 64-bit words, least
    /// significant first.
    pub fn const_int_words(ty: Type<'m>, words: &[u64]) -> Value<'m> {
        // SAFETY: an integer type; LLVM reads `words.len()` words.
        Value::wrap(unsafe {
            c::LLVMConstIntOfArbitraryPrecision(ty.raw, words.len() as u32, words.as_ptr())
        })
    }

    /// A floating-point constant of type `ty` from its bits (the integer of
    /// the same width `int_ty` carries them; LLVM folds the cast).
    pub fn const_float_bits(ty: Type<'m>, int_ty: Type<'m>, bits: u128) -> Value<'m> {
        let words = [bits as u64, (bits >> 64) as u64];
        let int = Value::const_int_words(int_ty, &words);
        // SAFETY: an integer constant cast to a float type of its width.
        Value::wrap(unsafe { c::LLVMConstBitCast(int.raw, ty.raw) })
    }

    /// `zeroinitializer` (or `null`, `0`, `0.0`) of `ty`.
    pub fn null(ty: Type<'m>) -> Value<'m> {
        // SAFETY: a live type.
        Value::wrap(unsafe { c::LLVMConstNull(ty.raw) })
    }

    /// `undef` of `ty`.
    pub fn undef(ty: Type<'m>) -> Value<'m> {
        // SAFETY: a live type.
        Value::wrap(unsafe { c::LLVMGetUndef(ty.raw) })
    }

    /// `poison` of `ty`.
    pub fn poison(ty: Type<'m>) -> Value<'m> {
        // SAFETY: a live type.
        Value::wrap(unsafe { c::LLVMGetPoison(ty.raw) })
    }

    /// A constant array of `elements` of `element_ty`.
    pub fn const_array(element_ty: Type<'m>, elements: &[Value<'m>]) -> Value<'m> {
        let mut raw: Vec<_> = elements.iter().map(|v| v.raw).collect();
        // SAFETY: constants of the element type; LLVM reads `raw.len()`.
        Value::wrap(unsafe {
            c::LLVMConstArray2(element_ty.raw, raw.as_mut_ptr(), raw.len() as u64)
        })
    }

    /// A constant vector of `elements`.
    pub fn const_vector(elements: &[Value<'m>]) -> Value<'m> {
        let mut raw: Vec<_> = elements.iter().map(|v| v.raw).collect();
        // SAFETY: constants of one type; LLVM reads `raw.len()`.
        Value::wrap(unsafe { c::LLVMConstVector(raw.as_mut_ptr(), raw.len() as u32) })
    }

    /// A constant of the struct type `ty` from its fields.
    pub fn const_struct(ty: Type<'m>, fields: &[Value<'m>]) -> Value<'m> {
        let mut raw: Vec<_> = fields.iter().map(|v| v.raw).collect();
        // SAFETY: constants of the struct's field types; LLVM reads `raw.len()`.
        Value::wrap(unsafe { c::LLVMConstNamedStruct(ty.raw, raw.as_mut_ptr(), raw.len() as u32) })
    }

    /// A constant array of bytes (`c"…"`), in `module`'s context.
    pub fn const_bytes(module: &'m LlvmModule<'_>, bytes: &[u8]) -> Value<'m> {
        // SAFETY: a live context; LLVM copies `bytes.len()` bytes.
        Value::wrap(unsafe {
            c::LLVMConstStringInContext2(module.ctx, bytes.as_ptr().cast(), bytes.len(), 1)
        })
    }

    /// A constant array or vector of `element_ty` (an integer or float
    /// type) from its elements' little-endian bytes (LLVM's
    /// `ConstantDataArray`).
    pub fn const_data_array(element_ty: Type<'m>, bytes: &[u8]) -> Value<'m> {
        // SAFETY: a simple element type; LLVM copies `bytes.len()` bytes,
        // a whole number of elements.
        Value::wrap(unsafe {
            c::LLVMConstDataArray(element_ty.raw, bytes.as_ptr().cast(), bytes.len())
        })
    }

    /// The constant `getelementptr` expression, not folded further.
    pub fn const_gep(
        element_ty: Type<'m>,
        ptr: Value<'m>,
        indices: &[Value<'m>],
        flags: u32,
    ) -> Value<'m> {
        let mut raw: Vec<_> = indices.iter().map(|v| v.raw).collect();
        // SAFETY: a constant pointer and constant indices valid for the
        // source element type.
        Value::wrap(unsafe {
            c::LLVMConstGEPWithNoWrapFlags(
                element_ty.raw,
                ptr.raw,
                raw.as_mut_ptr(),
                raw.len() as u32,
                flags,
            )
        })
    }

    /// `inttoptr` of a constant integer.
    pub fn const_int_to_ptr(value: Value<'m>, ty: Type<'m>) -> Value<'m> {
        // SAFETY: an integer constant and a pointer type.
        Value::wrap(unsafe { c::LLVMConstIntToPtr(value.raw, ty.raw) })
    }

    /// Whether this is a constant.
    pub fn is_constant(self) -> bool {
        // SAFETY: a live value.
        unsafe { c::LLVMIsConstant(self.raw) != 0 }
    }

    /// The value of an integer constant (sign-extended), if it is one that
    /// fits in 64 bits.
    pub fn as_const_int(self) -> Option<i64> {
        // SAFETY: a live value, checked to be a constant integer first.
        unsafe {
            if c::LLVMIsAConstantInt(self.raw).is_null() || self.ty().int_width() > 64 {
                return None;
            }
            Some(c::LLVMConstIntGetSExtValue(self.raw))
        }
    }

    /// Whether this is a null pointer constant.
    pub fn is_null_constant(self) -> bool {
        // SAFETY: a live value.
        unsafe { !c::LLVMIsAConstantPointerNull(self.raw).is_null() }
    }

    /// If this is a constant `getelementptr` expression: its source element
    /// type, base, indices and no-wrap flags.
    pub fn as_const_gep(self) -> Option<(Type<'m>, Value<'m>, Vec<Value<'m>>, u32)> {
        // SAFETY: a live value, checked to be a GEP constant expression
        // before its operands and flags are read.
        unsafe {
            if c::LLVMIsAConstantExpr(self.raw).is_null()
                || c::LLVMGetConstOpcode(self.raw) != LLVMOpcode::LLVMGetElementPtr
            {
                return None;
            }
            let n = c::LLVMGetNumOperands(self.raw) as u32;
            let base = Value::wrap(c::LLVMGetOperand(self.raw, 0));
            let indices = (1..n).map(|i| Value::wrap(c::LLVMGetOperand(self.raw, i))).collect();
            let ty = Type::wrap(c::LLVMGetGEPSourceElementType(self.raw));
            Some((ty, base, indices, c::LLVMGEPGetNoWrapFlags(self.raw)))
        }
    }

    /// If this is a constant `inttoptr` expression: the integer it casts.
    pub fn as_const_int_to_ptr(self) -> Option<Value<'m>> {
        // SAFETY: a live value, checked to be an `inttoptr` constant
        // expression before its operand is read.
        unsafe {
            if c::LLVMIsAConstantExpr(self.raw).is_null()
                || c::LLVMGetConstOpcode(self.raw) != LLVMOpcode::LLVMIntToPtr
            {
                return None;
            }
            Some(Value::wrap(c::LLVMGetOperand(self.raw, 0)))
        }
    }

    /// If this is a global variable: its value type and whether its
    /// linkage is `extern_weak` (such a global may be null).
    pub fn as_global_variable(self) -> Option<(Type<'m>, bool)> {
        // SAFETY: a live value, checked to be a global variable first.
        unsafe {
            if c::LLVMIsAGlobalVariable(self.raw).is_null() {
                return None;
            }
            let weak = c::LLVMGetLinkage(self.raw) == LLVMLinkage::LLVMExternalWeakLinkage;
            Some((Type::wrap(c::LLVMGlobalGetValueType(self.raw)), weak))
        }
    }

    /// Parameter `index` of a function.
    pub fn param(self, index: u32) -> Value<'m> {
        // SAFETY: a function with more than `index` parameters.
        Value::wrap(unsafe { c::LLVMGetParam(self.raw, index) })
    }

    /// Sets the initializer of a global variable.
    pub fn set_initializer(self, init: Value<'m>) {
        // SAFETY: a global variable and a constant of its value type.
        unsafe { c::LLVMSetInitializer(self.raw, init.raw) }
    }

    /// Marks a global variable constant.
    pub fn set_global_constant(self, constant: bool) {
        // SAFETY: a global variable.
        unsafe { c::LLVMSetGlobalConstant(self.raw, constant as i32) }
    }

    /// Marks a global variable thread-local.
    pub fn set_thread_local(self, thread_local: bool) {
        // SAFETY: a global variable.
        unsafe { c::LLVMSetThreadLocal(self.raw, thread_local as i32) }
    }

    /// Marks a global variable externally initialized.
    pub fn set_externally_initialized(self, yes: bool) {
        // SAFETY: a global variable.
        unsafe { c::LLVMSetExternallyInitialized(self.raw, yes as i32) }
    }

    /// Sets the linkage of a global value.
    pub fn set_linkage(self, linkage: Linkage) {
        let raw = match linkage {
            Linkage::External => LLVMLinkage::LLVMExternalLinkage,
            Linkage::AvailableExternally => LLVMLinkage::LLVMAvailableExternallyLinkage,
            Linkage::LinkOnce => LLVMLinkage::LLVMLinkOnceAnyLinkage,
            Linkage::LinkOnceOdr => LLVMLinkage::LLVMLinkOnceODRLinkage,
            Linkage::Weak => LLVMLinkage::LLVMWeakAnyLinkage,
            Linkage::WeakOdr => LLVMLinkage::LLVMWeakODRLinkage,
            Linkage::Appending => LLVMLinkage::LLVMAppendingLinkage,
            Linkage::Internal => LLVMLinkage::LLVMInternalLinkage,
            Linkage::Private => LLVMLinkage::LLVMPrivateLinkage,
            Linkage::ExternWeak => LLVMLinkage::LLVMExternalWeakLinkage,
            Linkage::Common => LLVMLinkage::LLVMCommonLinkage,
        };
        // SAFETY: a global value.
        unsafe { c::LLVMSetLinkage(self.raw, raw) }
    }

    /// Sets the visibility of a global value.
    pub fn set_visibility(self, visibility: Visibility) {
        let raw = match visibility {
            Visibility::Default => LLVMVisibility::LLVMDefaultVisibility,
            Visibility::Hidden => LLVMVisibility::LLVMHiddenVisibility,
            Visibility::Protected => LLVMVisibility::LLVMProtectedVisibility,
        };
        // SAFETY: a global value.
        unsafe { c::LLVMSetVisibility(self.raw, raw) }
    }

    /// Sets `unnamed_addr` (2) or `local_unnamed_addr` (1) of a global
    /// value; 0 clears it.
    pub fn set_unnamed_addr(self, kind: u32) {
        let raw = match kind {
            1 => LLVMUnnamedAddr::LLVMLocalUnnamedAddr,
            2 => LLVMUnnamedAddr::LLVMGlobalUnnamedAddr,
            _ => LLVMUnnamedAddr::LLVMNoUnnamedAddr,
        };
        // SAFETY: a global value.
        unsafe { c::LLVMSetUnnamedAddress(self.raw, raw) }
    }

    /// Sets the alignment of a global, a load, a store or an alloca.
    pub fn set_alignment(self, align: u32) {
        // SAFETY: a global object or a memory instruction; `align` a power
        // of two (the dialect's verifier checks it).
        unsafe { c::LLVMSetAlignment(self.raw, align) }
    }

    /// Sets the section of a global object.
    pub fn set_section(self, section: &str) {
        let section = c_string(section.as_bytes());
        // SAFETY: a global object; the name is copied.
        unsafe { c::LLVMSetSection(self.raw, section.as_ptr()) }
    }

    /// Sets the calling convention of a function.
    pub fn set_function_call_conv(self, cc: u32) {
        // SAFETY: a function.
        unsafe { c::LLVMSetFunctionCallConv(self.raw, cc) }
    }

    /// Sets the garbage collector of a function.
    pub fn set_gc(self, name: &str) {
        let name = c_string(name.as_bytes());
        // SAFETY: a function; the name is copied.
        unsafe { c::LLVMSetGC(self.raw, name.as_ptr()) }
    }

    /// Sets the personality function of a function.
    pub fn set_personality(self, personality: Value<'m>) {
        // SAFETY: a function and a function of the same module.
        unsafe { c::LLVMSetPersonalityFn(self.raw, personality.raw) }
    }

    /// The value type of a global value (a function's function type).
    pub fn global_value_type(self) -> Type<'m> {
        // SAFETY: a global value.
        Type::wrap(unsafe { c::LLVMGlobalGetValueType(self.raw) })
    }

    /// Adds `attr` to a function (`index` `u32::MAX`), its return value
    /// (0) or parameter `index - 1`.
    pub fn add_function_attribute(self, index: u32, attr: Attribute<'m>) {
        // SAFETY: a function and an attribute of its context.
        unsafe { c::LLVMAddAttributeAtIndex(self.raw, index, attr.raw) }
    }

    /// Adds `attr` to a call at `index` (as [`Value::add_function_attribute`]).
    pub fn add_call_attribute(self, index: u32, attr: Attribute<'m>) {
        // SAFETY: a call instruction and an attribute of its context.
        unsafe { c::LLVMAddCallSiteAttribute(self.raw, index, attr.raw) }
    }

    /// Appends a basic block to a function.
    pub fn append_block(self, module: &'m LlvmModule<'_>) -> BasicBlock<'m> {
        // SAFETY: a function of `module`; the empty name leaves the block
        // unnamed.
        BasicBlock::wrap(unsafe {
            c::LLVMAppendBasicBlockInContext(module.ctx, self.raw, c"".as_ptr())
        })
    }
}

impl<'m> BasicBlock<'m> {
    pub(super) fn wrap(raw: LLVMBasicBlockRef) -> BasicBlock<'m> {
        BasicBlock { raw, _module: PhantomData }
    }
}

impl<'m> Attribute<'m> {
    /// The enum attribute `name` (`noalias`, `nonnull`, `align`, …) with
    /// `value` (0 for a flag); `None` for a name LLVM does not know.
    pub fn enumerated(module: &'m LlvmModule<'_>, name: &str, value: u64) -> Option<Attribute<'m>> {
        let kind = LlvmModule::attribute_kind(name);
        if kind == 0 {
            return None;
        }
        // SAFETY: a live context and a known attribute kind.
        Some(Attribute {
            raw: unsafe { c::LLVMCreateEnumAttribute(module.ctx, kind, value) },
            _module: PhantomData,
        })
    }

    /// The type attribute `name` (`byval`, `sret`, …) of `ty`.
    pub fn typed(module: &'m LlvmModule<'_>, name: &str, ty: Type<'m>) -> Option<Attribute<'m>> {
        let kind = LlvmModule::attribute_kind(name);
        if kind == 0 {
            return None;
        }
        // SAFETY: a live context, a known attribute kind and a type of it.
        Some(Attribute {
            raw: unsafe { c::LLVMCreateTypeAttribute(module.ctx, kind, ty.raw) },
            _module: PhantomData,
        })
    }

    /// The string attribute `key` = `value` (`"frame-pointer"="all"`).
    pub fn string(module: &'m LlvmModule<'_>, key: &str, value: &str) -> Attribute<'m> {
        // SAFETY: a live context; both strings passed with their lengths.
        Attribute {
            raw: unsafe {
                c::LLVMCreateStringAttribute(
                    module.ctx,
                    key.as_ptr().cast(),
                    key.len() as u32,
                    value.as_ptr().cast(),
                    value.len() as u32,
                )
            },
            _module: PhantomData,
        }
    }
}
