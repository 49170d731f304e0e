//! [`TypeConverter`]: how a conversion changes types (MLIR's
//! `TypeConverter`). Conversions are tried most recent first; each may
//! give one type, several (1:N), none (the type is dropped), refuse, or
//! leave the type to the next. Materializations build the ops that turn
//! values of one type into another where converted and unconverted code
//! meet: a *source* materialization gives a value of an original type back
//! from converted values, a *target* one gives converted values from an
//! original one. When no callback builds one, the conversion leaves a
//! `builtin.unrealized_conversion_cast`, which must be gone by the end.
//!
//! Attribute conversions change the attributes whose meaning depends on a
//! converted type (a memref's memory space, a tensor's encoding).
//!
//! A [`SignatureConversion`] says what each argument of a block (or a
//! function) becomes: converted types, dropped, or replaced by a value.

use std::sync::Arc;

use smallvec::SmallVec;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::{Block, Builder, IrView, Value};

/// What one conversion callback says of a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// The type becomes these (none: it is dropped).
    Converted(SmallVec<[Type; 1]>),
    /// The type cannot be converted.
    Failed,
    /// This callback has no opinion: the one registered before it is asked.
    NotHandled,
}

type ConversionFn = Arc<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Builds values of `outputs` from `inputs` at the builder's point, or
/// gives `None` when it cannot.
pub type MaterializationFn =
    Arc<dyn Fn(&mut Builder<'_>, &[Type], &[Value], Location) -> Option<Vec<Value>> + Send + Sync>;

/// Converts an attribute whose meaning depends on a type the conversion
/// changes, given that (original) type: `Some(new attribute)`, or `None`
/// to ask the callback registered before it.
pub type AttributeConversionFn =
    Arc<dyn Fn(&Context, Type, Attribute) -> Option<Attribute> + Send + Sync>;

/// Converts types and builds materializations (see the module doc).
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    attribute_conversions: Vec<AttributeConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
}

impl TypeConverter {
    /// A converter with no conversion: it converts no type.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion giving any number of types, refusing, or leaving
    /// the type to the conversions added before it.
    pub fn add_conversion_with(
        &mut self,
        convert: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(convert));
        self
    }

    /// Adds a 1:1 conversion: `Some(type)` converts, `None` leaves the type
    /// to the conversions added before it.
    pub fn add_conversion(
        &mut self,
        convert: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_conversion_with(move |ctx, ty| match convert(ctx, ty) {
            Some(converted) => TypeConversion::Converted(smallvec::smallvec![converted]),
            None => TypeConversion::NotHandled,
        })
    }

    /// Adds the conversion that keeps every type as it is (usually added
    /// first, so that later ones override it).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion(|_, ty| Some(ty))
    }

    /// Adds a source materialization (converted values back to an
    /// original type), tried before those added earlier.
    pub fn add_source_materialization(
        &mut self,
        build: impl Fn(&mut Builder<'_>, &[Type], &[Value], Location) -> Option<Vec<Value>>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Arc::new(build));
        self
    }

    /// Adds a target materialization (an original value to converted
    /// types), tried before those added earlier.
    pub fn add_target_materialization(
        &mut self,
        build: impl Fn(&mut Builder<'_>, &[Type], &[Value], Location) -> Option<Vec<Value>>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Arc::new(build));
        self
    }

    /// Adds a conversion of attributes that carry types (MLIR's
    /// `addTypeAttributeConversion`), tried before those added earlier:
    /// given the original type an attribute goes with (a memory space's
    /// memref, an encoding's tensor) and the attribute, the attribute to use
    /// after the conversion.
    pub fn add_attribute_conversion(
        &mut self,
        convert: impl Fn(&Context, Type, Attribute) -> Option<Attribute> + Send + Sync + 'static,
    ) -> &mut Self {
        self.attribute_conversions.push(Arc::new(convert));
        self
    }

    /// The attribute `attr`, which goes with type `ty`, becomes after the
    /// conversion; `None` when no callback converts it.
    pub fn convert_attribute(&self, ctx: &Context, ty: Type, attr: Attribute) -> Option<Attribute> {
        self.attribute_conversions.iter().rev().find_map(|convert| convert(ctx, ty, attr))
    }

    /// The types `ty` converts to (empty: dropped), or `None` when it
    /// cannot be converted.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<SmallVec<[Type; 1]>> {
        for convert in self.conversions.iter().rev() {
            match convert(ctx, ty) {
                TypeConversion::Converted(types) => return Some(types),
                TypeConversion::Failed => return None,
                TypeConversion::NotHandled => {}
            }
        }
        None
    }

    /// The single type `ty` converts to, if it converts 1:1.
    pub fn convert_type_1to1(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type(ctx, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The types `types` convert to, concatenated.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &ty in types {
            out.extend(self.convert_type(ctx, ty)?);
        }
        Some(out)
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty).is_some_and(|types| types.as_slice() == [ty])
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal_types(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|&ty| self.is_legal_type(ctx, ty))
    }

    /// The conversion of the arguments of `block`, or `None` when an
    /// argument's type cannot be converted.
    pub fn convert_block_signature(
        &self,
        ir: &IrView,
        block: Block,
    ) -> Option<SignatureConversion> {
        let types: Vec<Type> = block.args(ir).map(|arg| arg.ty(ir)).collect();
        self.convert_signature(ir.ctx(), &types)
    }

    /// The conversion of a signature of `types`.
    pub fn convert_signature(&self, ctx: &Context, types: &[Type]) -> Option<SignatureConversion> {
        let mut conversion = SignatureConversion::new(types.len());
        for (index, &ty) in types.iter().enumerate() {
            conversion.add_inputs(index, &self.convert_type(ctx, ty)?);
        }
        Some(conversion)
    }

    /// Builds a source materialization with the callbacks, most recent
    /// first.
    pub fn materialize_source(
        &self,
        builder: &mut Builder<'_>,
        output: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        self.source_materializations
            .iter()
            .rev()
            .find_map(|build| build(builder, &[output], inputs, loc))
            .and_then(|values| values.into_iter().next())
    }

    /// Builds a target materialization with the callbacks, most recent
    /// first.
    pub fn materialize_target(
        &self,
        builder: &mut Builder<'_>,
        outputs: &[Type],
        inputs: &[Value],
        loc: Location,
    ) -> Option<Vec<Value>> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|build| build(builder, outputs, inputs, loc))
            .filter(|values| values.len() == outputs.len())
    }
}

/// What one original argument becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgumentMapping {
    /// The new arguments `start..start + len` (`len` 0: dropped).
    Inputs {
        /// The first new argument.
        start: usize,
        /// How many new arguments.
        len: usize,
    },
    /// An existing value replaces it.
    Value(Value),
}

/// The conversion of a signature: per original argument, what replaces
/// it, and the types of the new arguments (MLIR's `SignatureConversion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureConversion {
    mappings: Vec<Option<ArgumentMapping>>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `num_args` original arguments, none mapped yet.
    pub fn new(num_args: usize) -> Self {
        SignatureConversion { mappings: vec![None; num_args], converted: Vec::new() }
    }

    /// Original argument `index` becomes new arguments of `types` (none:
    /// dropped).
    pub fn add_inputs(&mut self, index: usize, types: &[Type]) {
        let start = self.converted.len();
        self.converted.extend_from_slice(types);
        self.mappings[index] = Some(ArgumentMapping::Inputs { start, len: types.len() });
    }

    /// Appends new arguments of `types` that replace no original one.
    pub fn add_new_inputs(&mut self, types: &[Type]) {
        self.converted.extend_from_slice(types);
    }

    /// Original argument `index` is replaced by `value`.
    pub fn remap_input(&mut self, index: usize, value: Value) {
        self.mappings[index] = Some(ArgumentMapping::Value(value));
    }

    /// What original argument `index` becomes (`None`: not mapped, kept
    /// as it is only if unused).
    pub fn mapping(&self, index: usize) -> Option<&ArgumentMapping> {
        self.mappings[index].as_ref()
    }

    /// The number of original arguments.
    pub fn num_original_args(&self) -> usize {
        self.mappings.len()
    }

    /// The types of the new arguments.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }
}
