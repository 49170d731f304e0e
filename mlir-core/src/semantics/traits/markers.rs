//! Traits without a verifier: properties that passes and folders query.

use super::{OpTrait, OpTraits, TraitDef};

/// Declares marker traits, each setting one flag.
macro_rules! marker_traits {
    ($($(#[$doc:meta])* $name:ident => $flag:ident;)+) => {$(
        $(#[$doc])*
        pub struct $name;
        impl OpTrait for $name {
            const DEF: TraitDef = TraitDef::marker(stringify!($name), OpTraits::$flag);
        }
    )+};
}

marker_traits! {
    /// The op opens a new scope for affine symbols.
    AffineScope => AFFINE_SCOPE;
    /// Stack allocations in the op's regions are freed on leaving them.
    AutomaticAllocationScope => AUTOMATIC_ALLOCATION_SCOPE;
    /// The op's memref operands and results may be rewritten to normalized
    /// (identity-layout) memrefs (MLIR's `MemRefsNormalizable`).
    MemRefsNormalizable => NONE;
    /// The op materializes a constant; folding treats its result as one.
    ConstantLike => CONSTANT_LIKE;
    /// The op returns control (and values) to its parent op.
    ReturnLike => RETURN_LIKE;
    /// The op's operands may be reordered.
    Commutative => COMMUTATIVE;
    /// Applying the op twice equals applying it once.
    Idempotent => IDEMPOTENT;
    /// Applying the op twice gives back the operand.
    Involution => INVOLUTION;
    /// The op's memory effects are those of its nested ops.
    RecursiveMemoryEffects => RECURSIVE_MEMORY_EFFECTS;
    /// The op may always be executed speculatively.
    AlwaysSpeculatable => ALWAYS_SPECULATABLE;
    /// The op is speculatable when its nested ops are.
    RecursivelySpeculatable => RECURSIVELY_SPECULATABLE;
    /// The op has no memory effect (MLIR's `NoMemoryEffect`).
    NoMemoryEffect => NO_MEMORY_EFFECT;
    /// The op on vectors or tensors applies to their scalars one by one
    /// (with `Elementwise`, `Vectorizable` and `Tensorizable`, MLIR's
    /// `ElementwiseMappable`).
    Scalarizable => SCALARIZABLE;
    /// The op on scalars applies to vectors of them.
    Vectorizable => VECTORIZABLE;
    /// The op on scalars applies to tensors of them.
    Tensorizable => TENSORIZABLE;
    /// The op's region runs its iterations in parallel (MLIR's
    /// `HasParallelRegion`).
    HasParallelRegion => HAS_PARALLEL_REGION;
}

/// `Pure`: no memory effect and always speculatable.
pub struct Pure;
impl OpTrait for Pure {
    const DEF: TraitDef =
        TraitDef::marker("Pure", OpTraits::NO_MEMORY_EFFECT.union(OpTraits::ALWAYS_SPECULATABLE));
}
