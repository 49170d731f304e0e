//! The LLVM context and module, owned and disposed of in order: a module
//! borrows its context, so it is dropped first.
#![allow(unsafe_code)] // Calls into LLVM's C API; see the SAFETY notes.

use std::ffi::CStr;
use std::marker::PhantomData;

use llvm_sys::core as c;
use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};

use super::c_string;
use super::types::Type;
use super::values::Value;

/// An LLVM context (`LLVMContext`), disposed of when dropped.
pub struct LlvmContext {
    raw: LLVMContextRef,
}

impl LlvmContext {
    /// A fresh context.
    pub fn new() -> LlvmContext {
        // SAFETY: creating a context has no precondition.
        let raw = unsafe { c::LLVMContextCreate() };
        LlvmContext { raw }
    }
}

impl Default for LlvmContext {
    fn default() -> LlvmContext {
        LlvmContext::new()
    }
}

impl Drop for LlvmContext {
    fn drop(&mut self) {
        // SAFETY: the context is ours, and every module borrowing it was
        // dropped before (the borrow checker sees to it).
        unsafe { c::LLVMContextDispose(self.raw) }
    }
}

/// An LLVM module in a context, disposed of when dropped.
pub struct LlvmModule<'c> {
    pub(super) raw: LLVMModuleRef,
    pub(super) ctx: LLVMContextRef,
    _context: PhantomData<&'c LlvmContext>,
}

impl<'c> LlvmModule<'c> {
    /// An empty module named `name` (also its source file name, as LLVM
    /// sets it).
    pub fn new(context: &'c LlvmContext, name: &str) -> LlvmModule<'c> {
        let name = c_string(name.as_bytes());
        // SAFETY: the context is live for 'c; the name is a C string LLVM
        // copies.
        let raw = unsafe { c::LLVMModuleCreateWithNameInContext(name.as_ptr(), context.raw) };
        LlvmModule { raw, ctx: context.raw, _context: PhantomData }
    }

    /// Sets the data layout string.
    pub fn set_data_layout(&self, layout: &str) {
        let layout = c_string(layout.as_bytes());
        // SAFETY: a live module; LLVM copies the string.
        unsafe { c::LLVMSetDataLayout(self.raw, layout.as_ptr()) }
    }

    /// Sets the target triple.
    pub fn set_target_triple(&self, triple: &str) {
        let triple = c_string(triple.as_bytes());
        // SAFETY: a live module; LLVM copies the string.
        unsafe { c::LLVMSetTarget(self.raw, triple.as_ptr()) }
    }

    /// Adds the module flag `key` with an `i32` value and the behaviour
    /// `behavior` (LLVM's numbering: 1 error, 2 warning, …, 8 max).
    pub fn add_module_flag_i32(&self, behavior: u32, key: &str, value: u32) {
        let behavior = match behavior {
            1 => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorError,
            3 => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorRequire,
            4 => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorOverride,
            5 => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorAppend,
            6 => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorAppendUnique,
            _ => llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
        };
        let value = Value::const_int(self.int_type(32), u64::from(value), false);
        // SAFETY: a live module and a constant of its context; the key is
        // passed with its length and copied.
        unsafe {
            let md = c::LLVMValueAsMetadata(value.raw);
            c::LLVMAddModuleFlag(self.raw, behavior, key.as_ptr().cast(), key.len(), md);
        }
    }

    /// The module printed as LLVM assembly (`Module::print`).
    pub fn print(&self) -> String {
        // SAFETY: a live module; the message is copied, then freed with
        // LLVM's own deallocator.
        unsafe {
            let text = c::LLVMPrintModuleToString(self.raw);
            let owned = CStr::from_ptr(text).to_string_lossy().into_owned();
            c::LLVMDisposeMessage(text);
            owned
        }
    }

    /// Runs LLVM's verifier; the error text when the module is broken.
    pub fn verify(&self) -> Result<(), String> {
        let mut message = std::ptr::null_mut();
        // SAFETY: a live module; the message (set in both cases) is copied
        // and freed with LLVM's deallocator.
        unsafe {
            let broken = llvm_sys::analysis::LLVMVerifyModule(
                self.raw,
                llvm_sys::analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
                &mut message,
            );
            let text = if message.is_null() {
                String::new()
            } else {
                let text = CStr::from_ptr(message).to_string_lossy().into_owned();
                c::LLVMDisposeMessage(message);
                text
            };
            if broken != 0 { Err(text) } else { Ok(()) }
        }
    }

    /// Adds a function named `name` of function type `ty`.
    pub fn add_function(&self, name: &[u8], ty: Type<'_>) -> Value<'_> {
        let name = c_string(name);
        // SAFETY: a live module and a function type of its context.
        Value::wrap(unsafe { c::LLVMAddFunction(self.raw, name.as_ptr(), ty.raw) })
    }

    /// The function named `name`, if the module has one.
    pub fn function(&self, name: &[u8]) -> Option<Value<'_>> {
        let name = c_string(name);
        // SAFETY: a live module; a null result is mapped to `None`.
        Value::wrap_nullable(unsafe { c::LLVMGetNamedFunction(self.raw, name.as_ptr()) })
    }

    /// Adds a global variable named `name` of type `ty` in `addr_space`.
    pub fn add_global(&self, ty: Type<'_>, name: &[u8], addr_space: u32) -> Value<'_> {
        let name = c_string(name);
        // SAFETY: a live module and a type of its context.
        Value::wrap(unsafe {
            c::LLVMAddGlobalInAddressSpace(self.raw, ty.raw, name.as_ptr(), addr_space)
        })
    }

    /// The declaration of the intrinsic `name` (`llvm.sqrt`), overloaded on
    /// `overloads`, added to the module on first use; `None` for a name
    /// LLVM does not know.
    pub fn intrinsic(&self, name: &str, overloads: &[Type<'_>]) -> Option<Value<'_>> {
        // SAFETY: the name is passed with its length; an unknown name gives 0.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        if id == 0 {
            return None;
        }
        // SAFETY: a known intrinsic id.
        let overloaded = unsafe { c::LLVMIntrinsicIsOverloaded(id) } != 0;
        // An intrinsic overloaded on nothing takes no types: LLVM would
        // build a wrong signature from them and fail.
        let overloads = if overloaded { overloads } else { &[] };
        let mut raw: Vec<_> = overloads.iter().map(|t| t.raw).collect();
        // SAFETY: a live module, a known intrinsic id and types of its
        // context; LLVM reads `raw.len()` of them.
        Value::wrap_nullable(unsafe {
            c::LLVMGetIntrinsicDeclaration(self.raw, id, raw.as_mut_ptr(), raw.len())
        })
    }

    /// The allocation size in bytes of `ty` under the module's data layout
    /// (what a `getelementptr` index steps over).
    pub fn alloc_size(&self, ty: Type<'_>) -> u64 {
        // SAFETY: a live module (which owns its data layout) and a sized type.
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMABISizeOfType(layout, ty.raw)
        }
    }

    /// The store size in bytes of `ty` under the module's data layout.
    pub fn store_size(&self, ty: Type<'_>) -> u64 {
        // SAFETY: as `alloc_size`.
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMStoreSizeOfType(layout, ty.raw)
        }
    }

    /// The offset in bytes of element `index` of the struct type `ty`.
    pub fn element_offset(&self, ty: Type<'_>, index: u32) -> u64 {
        // SAFETY: as `alloc_size`; `index` is below the struct's element
        // count (checked by the caller's type walk).
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMOffsetOfElement(layout, ty.raw, index)
        }
    }

    /// The id of the synchronization scope `name` (`""` is the system
    /// scope).
    pub fn sync_scope(&self, name: &str) -> u32 {
        // SAFETY: a live context; the name is passed with its length.
        unsafe { c::LLVMGetSyncScopeID(self.ctx, name.as_ptr().cast(), name.len()) }
    }

    /// The kind number of the enum attribute `name` (0 when unknown).
    pub fn attribute_kind(name: &str) -> u32 {
        // SAFETY: the name is passed with its length.
        unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) }
    }
}

impl Drop for LlvmModule<'_> {
    fn drop(&mut self) {
        // SAFETY: the module is ours, and every handle into it borrowed it
        // and is gone.
        unsafe { c::LLVMDisposeModule(self.raw) }
    }
}
