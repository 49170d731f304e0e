//! MLIR types to LLVM types (MLIR's `TypeToLLVMIRTranslator`): builtin
//! integers, floats and one-dimensional vectors, and the `llvm` dialect's
//! types. Identified structs are made once per name, their body set
//! after, so a struct may refer to itself.

use rustc_hash::FxHashMap as HashMap;

use mlir_core::support::float::FloatKind;
use mlir_core::{Context, Type, TypeData};
use mlir_dialects::llvm::{ArrayType, FunctionType, PtrType, StructType, TargetExtType};

use super::capi::{self, LlvmModule};

/// Converts types, remembering the identified structs made so far.
#[derive(Default)]
pub struct TypeTranslator<'m> {
    identified: HashMap<String, capi::Type<'m>>,
}

impl<'m> TypeTranslator<'m> {
    /// The LLVM type of `ty`; an error text for a type LLVM has not.
    pub fn convert(
        &mut self,
        ctx: &Context,
        module: &'m LlvmModule<'m>,
        ty: Type,
    ) -> Result<capi::Type<'m>, String> {
        let unsupported =
            || format!("unsupported type: {}", mlir_core::asm::printer::type_to_string(ctx, ty));
        match ty.data(ctx) {
            TypeData::Integer { width, .. } => return Ok(module.int_type(*width)),
            TypeData::Float(kind) => {
                let name = match kind {
                    FloatKind::F16 => "f16",
                    FloatKind::BF16 => "bf16",
                    FloatKind::F32 => "f32",
                    FloatKind::F64 => "f64",
                    FloatKind::F80 => "f80",
                    FloatKind::F128 => "f128",
                    _ => return Err(unsupported()),
                };
                return module.float_type(name).ok_or_else(unsupported);
            }
            TypeData::Vector { shape, scalable, element } => {
                if shape.len() != 1 {
                    return Err(unsupported());
                }
                let element = self.convert(ctx, module, *element)?;
                let is_scalable = scalable.first().copied().unwrap_or(false);
                return Ok(module.vector_type(element, shape[0] as u32, is_scalable));
            }
            _ => {}
        }
        if let Some(ptr) = PtrType::try_from(ctx, ty) {
            return Ok(module.ptr_type(ptr.address_space(ctx)));
        }
        if let Some(array) = ArrayType::try_from(ctx, ty) {
            let element = self.convert(ctx, module, array.element_type(ctx))?;
            return Ok(module.array_type(element, array.num_elements(ctx)));
        }
        if let Some(f) = FunctionType::try_from(ctx, ty) {
            let result = self.convert(ctx, module, f.return_type(ctx))?;
            let params: Result<Vec<_>, _> =
                f.params(ctx).into_iter().map(|p| self.convert(ctx, module, p)).collect();
            return Ok(module.function_type(result, &params?, f.var_arg(ctx)));
        }
        if let Some(s) = StructType::try_from(ctx, ty) {
            if !s.is_identified(ctx) {
                let body: Result<Vec<_>, _> =
                    s.body(ctx).into_iter().map(|t| self.convert(ctx, module, t)).collect();
                return Ok(module.struct_type(&body?, s.is_packed(ctx)));
            }
            let name = s.name(ctx).to_owned();
            if let Some(&t) = self.identified.get(&name) {
                return Ok(t);
            }
            let t = module.named_struct_type(&name);
            self.identified.insert(name, t);
            if !s.is_opaque(ctx) {
                let body: Result<Vec<_>, _> =
                    s.body(ctx).into_iter().map(|t| self.convert(ctx, module, t)).collect();
                module.set_struct_body(t, &body?, s.is_packed(ctx));
            }
            return Ok(t);
        }
        if let Some(t) = TargetExtType::try_from(ctx, ty) {
            let params: Result<Vec<_>, _> =
                t.type_params(ctx).into_iter().map(|p| self.convert(ctx, module, p)).collect();
            return Ok(module.target_ext_type(t.ext_type_name(ctx), &params?, &t.int_params(ctx)));
        }
        let printed = mlir_core::asm::printer::type_to_string(ctx, ty);
        let special = printed.strip_prefix("!llvm.").unwrap_or("");
        module.special_type(special).ok_or_else(unsupported)
    }
}
