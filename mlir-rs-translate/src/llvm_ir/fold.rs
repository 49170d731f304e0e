//! The folding of constant addresses that MLIR's translation gets from
//! LLVM's `TargetFolder` (a data-layout-aware folder the C API's builder
//! does not offer): a `getelementptr` of constants becomes one byte offset
//! from its base, `getelementptr [inbounds] [nuw] (i8, ptr @g, i64 N)`,
//! nested constant `getelementptr`s merged, `inbounds` inferred when the
//! offset stays within a global variable, and `nuw` when the offset is not
//! negative and the address does not wrap signed. An address from null
//! becomes `inttoptr` of the offset.

use super::capi::{GepFlags, LlvmModule, Type, TypeKind, Value};

/// The folded `getelementptr elem_ty, ptr, indices` when the base and
/// every index are constants (`None` otherwise: the builder makes the
/// instruction).
pub fn fold_gep<'m>(
    module: &'m LlvmModule<'m>,
    elem_ty: Type<'m>,
    ptr: Value<'m>,
    indices: &[Value<'m>],
    flags: GepFlags,
) -> Option<Value<'m>> {
    if !ptr.is_constant() || indices.iter().any(|i| !i.is_constant()) {
        return None;
    }
    // LLVM's own folding first (all-zero indices give the base back).
    let plain = Value::const_gep(elem_ty, ptr, indices, flags.0);
    Some(evaluate(module, plain).unwrap_or(plain))
}

/// The byte offset of `indices` into `ty` (the first index steps over
/// whole `ty`s), or `None` for an index that is not a constant integer.
fn indexed_offset<'m>(
    module: &'m LlvmModule<'m>,
    ty: Type<'m>,
    indices: &[Value<'m>],
) -> Option<i64> {
    let (first, rest) = indices.split_first()?;
    let mut offset = first.as_const_int()?.wrapping_mul(module.alloc_size(ty) as i64);
    let mut ty = ty;
    for index in rest {
        let i = index.as_const_int()?;
        match ty.kind() {
            TypeKind::Struct => {
                offset =
                    offset.wrapping_add(module.element_offset(ty, u32::try_from(i).ok()?) as i64);
                ty = *ty.struct_elements().get(i as usize)?;
            }
            TypeKind::Array | TypeKind::Vector => {
                ty = ty.element_type();
                offset = offset.wrapping_add(i.wrapping_mul(module.alloc_size(ty) as i64));
            }
            _ => return None,
        }
    }
    Some(offset)
}

/// LLVM's symbolic evaluation of a constant `getelementptr` under the data
/// layout; `None` leaves it as it is.
fn evaluate<'m>(module: &'m LlvmModule<'m>, gep: Value<'m>) -> Option<Value<'m>> {
    let (ty, mut base, indices, mut nw) = gep.as_const_gep()?;
    if !ty.is_sized() || base.ty().kind() != TypeKind::Pointer {
        return None;
    }
    let mut offset = indexed_offset(module, ty, &indices)?;
    while let Some((inner_ty, inner_base, inner_indices, inner_nw)) = base.as_const_gep() {
        let Some(inner) = indexed_offset(module, inner_ty, &inner_indices) else { break };
        nw &= inner_nw;
        offset = offset.wrapping_add(inner);
        base = inner_base;
    }
    let i64_ty = module.int_type(64);
    if base.is_null_constant() {
        let address = Value::const_int(i64_ty, offset as u64, true);
        return Some(Value::const_int_to_ptr(address, gep.ty()));
    }
    if nw & GepFlags::INBOUNDS == 0
        && offset >= 0
        && let Some((value_ty, extern_weak)) = base.as_global_variable()
        && value_ty.is_sized()
        && !extern_weak
    {
        let size = module.store_size(value_ty);
        if size != 0 && (offset as u64) <= size {
            nw |= GepFlags::INBOUNDS;
        }
    }
    if nw & (GepFlags::INBOUNDS | GepFlags::NUSW) != 0 && offset >= 0 {
        nw |= GepFlags::NUW;
    }
    if nw & GepFlags::INBOUNDS != 0 {
        nw |= GepFlags::NUSW;
    }
    let i8_ty = module.int_type(8);
    let index = Value::const_int(i64_ty, offset as u64, true);
    Some(Value::const_gep(i8_ty, base, &[index], nw))
}
