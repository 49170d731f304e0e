//! The steps a conversion rule (`#[pattern(conversion, …)]`, a declarative
//! pattern run as a [`ConversionPattern`](super::ConversionPattern)) takes
//! besides an ordinary rule's: the values it gives the ops it creates, or
//! replaces results with, are the conversion's current values for them, in
//! the types of the pattern's type converter; the result types it copies
//! from the root go through that converter. The source still matches the
//! IR as it stands (replaced ops keep defining their old results until the
//! conversion ends), so nested op patterns see the original producers.

use smallvec::SmallVec;

use super::pattern::remap_value;
use crate::context::builtin::types::Type;
use crate::context::display_hooks::type_text;
use crate::ir::{IrView, Op, Value};
use crate::rewrite::PatternRewriter;
use crate::transforms::declarative::{Arg, Of, PatternArg, PatternInput, Replacement};

impl<const I: usize> Arg<I> {
    /// Gives a matched item as argument `I` of an op `O` being created, as
    /// [`give`](Arg::give) does, its values converted first (see
    /// [`converted_value`]).
    #[inline]
    pub fn give_converted<O: PatternArg<I>>(
        self,
        _: Of<O>,
        build: &mut O::Build,
        rw: &mut PatternRewriter<'_>,
        item: impl PatternInput<O::Input>,
    ) -> Result<(), String> {
        let input = item.into_input(rw);
        let input = O::convert_values(input, &mut |value| converted_value(rw, value))?;
        O::write(build, input);
        Ok(())
    }
}

/// What stands for `value` now: its latest replacement, in the type the
/// running pattern's converter gives its type (cast where the conversion
/// has not reached its producer yet). Without a converter, the latest
/// replacement must keep the type. Outside a conversion, `value`.
pub fn converted_value(rw: &mut PatternRewriter<'_>, value: Value) -> Result<Value, String> {
    let Some((state, ir)) = rw.conversion_state() else {
        return Ok(value);
    };
    let converter = state.converter.clone();
    let values = remap_value(state, ir, value, converter.as_deref(), None).map_err(|ty| {
        format!(
            "unable to convert type for a value the rule uses, type was {}",
            type_text(ir.ctx(), ty)
        )
    })?;
    match values.as_slice() {
        // Without a converter, a replacement of another type would give the
        // created op operands its result types do not follow.
        [one] if converter.is_none() && one.ty(ir) != value.ty(ir) => Err(format!(
            "a value the rule uses was replaced by one of type {} (it had type {}); \
             a rule changing types needs the type converter: add it with `add_with_converter`",
            type_text(ir.ctx(), one.ty(ir)),
            type_text(ir.ctx(), value.ty(ir))
        )),
        [one] => Ok(*one),
        _ => Err(format!(
            "a value the rule uses is replaced by {} values; a rule takes one",
            values.len()
        )),
    }
}

/// Appends `item`'s values to `out` (see [`push_replacement`]), each
/// converted (see [`converted_value`]).
///
/// [`push_replacement`]: crate::transforms::declarative::push_replacement
pub fn push_converted(
    rw: &mut PatternRewriter<'_>,
    out: &mut SmallVec<[Value; 4]>,
    item: impl Replacement,
) -> Result<(), String> {
    let mut values = SmallVec::new();
    item.push_values(rw, &mut values);
    for value in values {
        out.push(converted_value(rw, value)?);
    }
    Ok(())
}

/// The types of `root`'s results through the running pattern's converter
/// (a result op replacing the root takes them): each must convert to one
/// type. Without a converter, the types as they are.
pub fn converted_root_types(
    rw: &mut PatternRewriter<'_>,
    root: Op,
) -> Result<SmallVec<[Type; 4]>, String> {
    let types: SmallVec<[Type; 4]> = root.results(rw).map(|r| r.ty(rw)).collect();
    let Some(converter) = rw.type_converter() else {
        return Ok(types);
    };
    let ir: &IrView = rw;
    let ctx = ir.ctx();
    let mut out = SmallVec::with_capacity(types.len());
    for (index, ty) in types.into_iter().enumerate() {
        match converter.convert_type(ctx, ty).as_deref() {
            Some([one]) => out.push(*one),
            Some(many) => {
                return Err(format!(
                    "result #{index} of type {} converts to {} types; a rule gives one",
                    type_text(ctx, ty),
                    many.len()
                ));
            }
            None => {
                return Err(format!(
                    "unable to convert type for result #{index}, type was {}",
                    type_text(ctx, ty)
                ));
            }
        }
    }
    Ok(out)
}
