//! `InferTypeOpInterface`: ops whose result types follow from their
//! operands, attributes and regions, and the verifier that checks the
//! declared result types against the inferred ones.

use mlir_derive::interface;
use smallvec::SmallVec;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::context::display_hooks::type_text;
use crate::ir::{IrView, Region};

/// What inference may look at: the parts of an op before it exists.
pub struct InferTypeInput<'a> {
    /// Where to report a failure.
    pub loc: Location,
    /// Operand types.
    pub operand_types: &'a [Type],
    /// The discardable attribute dictionary.
    pub attrs: Attribute,
    /// Property slots.
    pub props: &'a [Option<Attribute>],
    /// Regions (already built, possibly empty).
    pub regions: &'a [Region],
}

/// Ops that can compute their result types (MLIR's
/// `InferTypeOpInterface`); its verifier checks the declared result types
/// against the inferred ones. Both methods are static: builders ask before
/// the op exists.
#[interface(op, verify = verify_inferred_types)]
pub trait InferTypeOpInterface {
    /// The result types, or an error located at `input.loc`.
    fn infer_return_types(
        ctx: &Context,
        ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic>;

    /// Whether the inferred and declared result types agree (equality by
    /// default).
    fn is_compatible_return_types(inferred: &[Type], actual: &[Type]) -> bool {
        inferred == actual
    }
}

fn quoted_list(ctx: &Context, types: &[Type]) -> String {
    let quoted: Vec<String> = types.iter().map(|t| format!("'{}'", type_text(ctx, *t))).collect();
    quoted.join(", ")
}

fn verify_inferred_types(ir: &IrView, model: InferTypeOpInterfaceRef) -> VerifyResult {
    let (op, ctx) = (model.op(), ir.ctx());
    let operand_types: SmallVec<[Type; 8]> = op.operands(ir).map(|v| v.ty(ir)).collect();
    let regions: SmallVec<[Region; 2]> = op.regions(ir).collect();
    let input = InferTypeInput {
        loc: op.loc(ir),
        operand_types: &operand_types,
        attrs: op.attr_dict(ir),
        props: op.props(ir),
        regions: &regions,
    };
    // Like MLIR, a failed inference or a mismatch is followed by a second
    // error saying inference failed.
    // Built only on failure: an op error prints the op for its note.
    let failed = || op.emit_op_error(ir, "failed to infer returned types");
    let inferred = match model.infer_return_types(ctx, Some(ir), &input) {
        Ok(types) => types,
        Err(first) => return Err(vec![first, failed()]),
    };
    let actual: SmallVec<[Type; 8]> = op.results(ir).map(|v| v.ty(ir)).collect();
    if model.is_compatible_return_types(&inferred, &actual) {
        return Ok(());
    }
    // MLIR's `refineReturnTypes` reports the mismatch at the op's location,
    // not through the op: without the note showing the op.
    let message = format!(
        "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
        op.name(ir).as_str(ctx),
        quoted_list(ctx, &inferred),
        quoted_list(ctx, &actual)
    );
    Err(vec![Diagnostic::error(op.loc(ir), message), failed()])
}

/// Fills the unset default-valued properties of the op `state` describes
/// with their defaults, as creating the op would: what builders that infer
/// result types do first, since the inference may read them.
pub fn fill_prop_defaults(ctx: &Context, state: &mut crate::ir::OperationState) {
    if let Some(def) = state.name.def(ctx) {
        for (slot, default) in def.prop_defaults.iter().enumerate() {
            if let (Some(default), Some(value @ None)) = (default, state.props.get_mut(slot)) {
                *value = Some(default(ctx));
            }
        }
    }
}

/// The result types of the op `state` describes, for builders that infer
/// them: from the op's registered [`InferTypeOpInterface`] model, or (with
/// `same_as_first_operand`, ODS's rule for `SameOperandsAndResultType`)
/// the first operand's type for each of `num_results` results. Defaults of
/// default-valued properties are filled into `state` first, as creation
/// would. Fails with a diagnostic at the state's location.
pub fn infer_state_result_types(
    ir: &IrView,
    state: &mut crate::ir::OperationState,
    same_as_first_operand: Option<usize>,
) -> Result<Vec<Type>, Diagnostic> {
    let ctx = ir.ctx();
    fill_prop_defaults(ctx, state);
    let operand_types: Vec<Type> = state.operands.iter().map(|v| v.ty(ir)).collect();
    if let Some(count) = same_as_first_operand {
        let Some(&first) = operand_types.first() else {
            return Err(Diagnostic::error(
                state.loc,
                "cannot infer the result types of an op without operands",
            ));
        };
        return Ok(vec![first; count]);
    }
    let name = state.name;
    let Some(model) = name.interface::<dyn InferTypeOpInterfaceModel>(ctx) else {
        let message = format!(
            "'{}' has no InferTypeOpInterface model in this context (is it registered?)",
            name.as_str(ctx)
        );
        return Err(Diagnostic::error(state.loc, message));
    };
    let input = InferTypeInput {
        loc: state.loc,
        operand_types: &operand_types,
        attrs: ctx.dictionary_attr(&state.attrs),
        props: &state.props,
        regions: &state.regions,
    };
    model.infer_return_types(ctx, Some(ir), &input)
}
