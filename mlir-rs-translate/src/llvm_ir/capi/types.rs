//! LLVM types: made through a module (from its context), inspected
//! through the handle.
#![allow(unsafe_code)] // Calls into LLVM's C API; see the SAFETY notes.

use std::marker::PhantomData;

use llvm_sys::LLVMTypeKind;
use llvm_sys::core as c;
use llvm_sys::prelude::LLVMTypeRef;

use super::c_string;
use super::context::LlvmModule;

/// An LLVM type of a module's context; it cannot outlive the module.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Type<'m> {
    pub(super) raw: LLVMTypeRef,
    _module: PhantomData<&'m ()>,
}

/// What kind of type a [`Type`] is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// An integer type.
    Integer,
    /// A floating-point type.
    Float,
    /// `ptr`.
    Pointer,
    /// An array type.
    Array,
    /// A fixed-length vector type.
    Vector,
    /// A scalable vector type.
    ScalableVector,
    /// A struct type.
    Struct,
    /// A function type.
    Function,
    /// Any other (`label`, `token`, `metadata`, target types, …).
    Other,
}

impl<'m> Type<'m> {
    pub(super) fn wrap(raw: LLVMTypeRef) -> Type<'m> {
        Type { raw, _module: PhantomData }
    }

    /// The kind of the type.
    pub fn kind(self) -> TypeKind {
        // SAFETY: a live type.
        match unsafe { c::LLVMGetTypeKind(self.raw) } {
            LLVMTypeKind::LLVMVoidTypeKind => TypeKind::Void,
            LLVMTypeKind::LLVMIntegerTypeKind => TypeKind::Integer,
            LLVMTypeKind::LLVMHalfTypeKind
            | LLVMTypeKind::LLVMBFloatTypeKind
            | LLVMTypeKind::LLVMFloatTypeKind
            | LLVMTypeKind::LLVMDoubleTypeKind
            | LLVMTypeKind::LLVMX86_FP80TypeKind
            | LLVMTypeKind::LLVMFP128TypeKind
            | LLVMTypeKind::LLVMPPC_FP128TypeKind => TypeKind::Float,
            LLVMTypeKind::LLVMPointerTypeKind => TypeKind::Pointer,
            LLVMTypeKind::LLVMArrayTypeKind => TypeKind::Array,
            LLVMTypeKind::LLVMVectorTypeKind => TypeKind::Vector,
            LLVMTypeKind::LLVMScalableVectorTypeKind => TypeKind::ScalableVector,
            LLVMTypeKind::LLVMStructTypeKind => TypeKind::Struct,
            LLVMTypeKind::LLVMFunctionTypeKind => TypeKind::Function,
            _ => TypeKind::Other,
        }
    }

    /// The width of an integer type.
    pub fn int_width(self) -> u32 {
        debug_assert_eq!(self.kind(), TypeKind::Integer);
        // SAFETY: a live integer type.
        unsafe { c::LLVMGetIntTypeWidth(self.raw) }
    }

    /// The element type of an array or vector type.
    pub fn element_type(self) -> Type<'m> {
        // SAFETY: a live array or vector type (the callers check the kind).
        Type::wrap(unsafe { c::LLVMGetElementType(self.raw) })
    }

    /// The number of elements of an array type.
    pub fn array_len(self) -> u64 {
        // SAFETY: a live array type.
        unsafe { c::LLVMGetArrayLength2(self.raw) }
    }

    /// The number of elements of a vector type.
    pub fn vector_len(self) -> u32 {
        // SAFETY: a live vector type.
        unsafe { c::LLVMGetVectorSize(self.raw) }
    }

    /// The element types of a struct type.
    pub fn struct_elements(self) -> Vec<Type<'m>> {
        // SAFETY: a live struct type; its element count bounds the index.
        unsafe {
            let n = c::LLVMCountStructElementTypes(self.raw);
            (0..n).map(|i| Type::wrap(c::LLVMStructGetTypeAtIndex(self.raw, i))).collect()
        }
    }

    /// Whether the type has a size (an opaque struct has none).
    pub fn is_sized(self) -> bool {
        // SAFETY: a live type.
        unsafe { c::LLVMTypeIsSized(self.raw) != 0 }
    }
}

impl<'c> LlvmModule<'c> {
    /// `iN`.
    pub fn int_type(&self, width: u32) -> Type<'_> {
        // SAFETY: a live context.
        Type::wrap(unsafe { c::LLVMIntTypeInContext(self.ctx, width) })
    }

    /// A floating-point type by its MLIR name (`f16`, `bf16`, `f32`, `f64`,
    /// `f80`, `f128`); `None` for a float type LLVM has not.
    pub fn float_type(&self, name: &str) -> Option<Type<'_>> {
        // SAFETY: a live context.
        let raw = unsafe {
            match name {
                "f16" => c::LLVMHalfTypeInContext(self.ctx),
                "bf16" => c::LLVMBFloatTypeInContext(self.ctx),
                "f32" => c::LLVMFloatTypeInContext(self.ctx),
                "f64" => c::LLVMDoubleTypeInContext(self.ctx),
                "f80" => c::LLVMX86FP80TypeInContext(self.ctx),
                "f128" => c::LLVMFP128TypeInContext(self.ctx),
                _ => return None,
            }
        };
        Some(Type::wrap(raw))
    }

    /// `ptr` in address space `addr_space`.
    pub fn ptr_type(&self, addr_space: u32) -> Type<'_> {
        // SAFETY: a live context.
        Type::wrap(unsafe { c::LLVMPointerTypeInContext(self.ctx, addr_space) })
    }

    /// `[n x element]`.
    pub fn array_type<'m>(&'m self, element: Type<'m>, n: u64) -> Type<'m> {
        // SAFETY: a type of this module's context.
        Type::wrap(unsafe { c::LLVMArrayType2(element.raw, n) })
    }

    /// `<n x element>`, or `<vscale x n x element>` when `scalable`.
    pub fn vector_type<'m>(&'m self, element: Type<'m>, n: u32, scalable: bool) -> Type<'m> {
        // SAFETY: a type of this module's context.
        Type::wrap(unsafe {
            if scalable {
                c::LLVMScalableVectorType(element.raw, n)
            } else {
                c::LLVMVectorType(element.raw, n)
            }
        })
    }

    /// A literal struct of `elements`.
    pub fn struct_type<'m>(&'m self, elements: &[Type<'m>], packed: bool) -> Type<'m> {
        let mut raw: Vec<_> = elements.iter().map(|t| t.raw).collect();
        // SAFETY: types of this module's context; LLVM reads `raw.len()`.
        Type::wrap(unsafe {
            c::LLVMStructTypeInContext(self.ctx, raw.as_mut_ptr(), raw.len() as u32, packed as i32)
        })
    }

    /// A new identified struct named `name` (LLVM renames it when the
    /// name is taken), without a body.
    pub fn named_struct_type(&self, name: &str) -> Type<'_> {
        let name = c_string(name.as_bytes());
        // SAFETY: a live context; the name is copied.
        Type::wrap(unsafe { c::LLVMStructCreateNamed(self.ctx, name.as_ptr()) })
    }

    /// Sets the body of an identified struct made by
    /// [`named_struct_type`](Self::named_struct_type).
    pub fn set_struct_body<'m>(&'m self, ty: Type<'m>, elements: &[Type<'m>], packed: bool) {
        let mut raw: Vec<_> = elements.iter().map(|t| t.raw).collect();
        // SAFETY: an identified struct and element types of this context.
        unsafe { c::LLVMStructSetBody(ty.raw, raw.as_mut_ptr(), raw.len() as u32, packed as i32) }
    }

    /// A function type.
    pub fn function_type<'m>(
        &'m self,
        result: Type<'m>,
        params: &[Type<'m>],
        var_arg: bool,
    ) -> Type<'m> {
        let mut raw: Vec<_> = params.iter().map(|t| t.raw).collect();
        // SAFETY: types of this module's context; LLVM reads `raw.len()`.
        Type::wrap(unsafe {
            c::LLVMFunctionType(result.raw, raw.as_mut_ptr(), raw.len() as u32, var_arg as i32)
        })
    }

    /// `void`, `token`, `label`, `metadata`, `x86_amx` or `ppc_fp128` by
    /// name.
    pub fn special_type(&self, name: &str) -> Option<Type<'_>> {
        // SAFETY: a live context.
        let raw = unsafe {
            match name {
                "void" => c::LLVMVoidTypeInContext(self.ctx),
                "token" => c::LLVMTokenTypeInContext(self.ctx),
                "label" => c::LLVMLabelTypeInContext(self.ctx),
                "metadata" => c::LLVMMetadataTypeInContext(self.ctx),
                "x86_amx" => c::LLVMX86AMXTypeInContext(self.ctx),
                "ppc_fp128" => c::LLVMPPCFP128TypeInContext(self.ctx),
                _ => return None,
            }
        };
        Some(Type::wrap(raw))
    }

    /// A target extension type.
    pub fn target_ext_type<'m>(
        &'m self,
        name: &str,
        type_params: &[Type<'m>],
        int_params: &[u32],
    ) -> Type<'m> {
        let name = c_string(name.as_bytes());
        let mut types: Vec<_> = type_params.iter().map(|t| t.raw).collect();
        let mut ints = int_params.to_vec();
        // SAFETY: a live context, types of it; LLVM reads the given counts.
        Type::wrap(unsafe {
            c::LLVMTargetExtTypeInContext(
                self.ctx,
                name.as_ptr(),
                types.as_mut_ptr(),
                types.len() as u32,
                ints.as_mut_ptr(),
                ints.len() as u32,
            )
        })
    }
}
