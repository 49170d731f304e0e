//! `RuntimeVerifiableOpInterface`: ops that can check at run time what
//! their verifier cannot see at compile time (an index within a dynamic
//! size, a memref's actual layout), by IR built before them. The
//! `generate-runtime-verification` pass asks every op that implements it.
//!
//! To give an op of your own run-time checks, list the interface in its
//! `#[op(interfaces = [RuntimeVerifiableOpInterface])]` and implement
//! [`RuntimeVerifiableOpInterface::generate_runtime_verification`] (or
//! attach a [`RuntimeVerifiableOpInterfaceModel`] to an op of another
//! crate with `RuntimeVerifiableOpInterfaceRef::attach`). The method
//! builds, with the builder it is given (positioned right before the op),
//! the values that compute each condition, and for each a `cf.assert` of
//! the condition whose message is the one the pass's message generator
//! writes for the op and the check's own text (`"out-of-bounds access"`):
//! the pass decides how much of the op the message shows. Ops it builds
//! are not verified in turn.

use mlir_derive::interface;

use crate::context::builtin::location::Location;
use crate::ir::{Builder, IrView, Op};

/// Writes the message of a run-time check: given the IR, the op checked
/// and the check's own text (`"out-of-bounds access"`), the whole message
/// the check's assertion carries (MLIR's `generateErrorMessage` callback).
pub type ErrorMessageFn<'a> = &'a dyn Fn(&IrView, Op, &str) -> String;

/// Ops that generate IR verifying them at run time (MLIR's
/// `RuntimeVerifiableOpInterface`): checks of what static information
/// cannot decide, each aborting the program with a message when it fails.
#[interface(op)]
pub trait RuntimeVerifiableOpInterface {
    /// Builds the checks of this op with `builder`, which inserts right
    /// before the op; `loc` is the location to give the ops built (the
    /// op's own), and `error_message` writes the message of each check
    /// from this op and the check's text. The op itself must stay as it
    /// is. A check that cannot be built (types it does not handle) is
    /// left out rather than reported: the op's verifier has accepted it.
    fn generate_runtime_verification(
        &self,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    );
}
