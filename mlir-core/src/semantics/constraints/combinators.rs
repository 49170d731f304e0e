//! Constraints built from others: shaped containers (`TensorOf<F32>`,
//! `RankedTensorOf<…>`, `UnrankedTensorOf<…>`, `StaticShapeTensorOf<…>`,
//! `TensorRankOf<…, 2>`, `VectorOf<(I32, I64)>`, `MemRefOf<…>`,
//! `UnrankedMemRefOf<…>`, …), unions (`AnyTypeOf<(I32, F32)>`), intersections
//! and negations, and user predicates written as plain Rust functions.
//! Descriptions follow ODS's wording (`tensor of 32-bit float values`,
//! `32-bit signless integer or 32-bit float`).

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::semantics::constraints::TypeConstraint;

/// A tuple of type constraints (`(A, B, …)`), or a single one.
pub trait TypeConstraintSet {
    /// Whether any member accepts `ty`.
    fn any(ctx: &Context, ty: Type) -> bool;
    /// Whether every member accepts `ty`.
    fn all(ctx: &Context, ty: Type) -> bool;
    /// The members' descriptions, in order.
    fn descriptions() -> Vec<Cow<'static, str>>;
}

impl<C: TypeConstraint> TypeConstraintSet for C {
    fn any(ctx: &Context, ty: Type) -> bool {
        C::is_satisfied(ctx, ty)
    }
    fn all(ctx: &Context, ty: Type) -> bool {
        C::is_satisfied(ctx, ty)
    }
    fn descriptions() -> Vec<Cow<'static, str>> {
        vec![C::description()]
    }
}

macro_rules! constraint_tuples {
    ($(($($t:ident),+)),+ $(,)?) => {$(
        impl<$($t: TypeConstraint),+> TypeConstraintSet for ($($t,)+) {
            fn any(ctx: &Context, ty: Type) -> bool {
                false $(|| $t::is_satisfied(ctx, ty))+
            }
            fn all(ctx: &Context, ty: Type) -> bool {
                true $(&& $t::is_satisfied(ctx, ty))+
            }
            fn descriptions() -> Vec<Cow<'static, str>> {
                vec![$($t::description()),+]
            }
        }
    )+};
}
constraint_tuples!((A, B), (A, B, C), (A, B, C, D), (A, B, C, D, E), (A, B, C, D, E, F));

/// `AnyTypeOf<(A, B)>`: a type accepted by any member ("A or B").
pub struct AnyTypeOf<S>(PhantomData<S>);
impl<S: TypeConstraintSet> TypeConstraint for AnyTypeOf<S> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(S::descriptions().join(" or "))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        S::any(ctx, ty)
    }
}

/// `AllOf<(A, B)>`: a type accepted by every member ("A and B").
pub struct AllOf<S>(PhantomData<S>);
impl<S: TypeConstraintSet> TypeConstraint for AllOf<S> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(S::descriptions().join(" and "))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        S::all(ctx, ty)
    }
}

/// `Not<C>`: a type `C` rejects ("not C").
pub struct Not<C>(PhantomData<C>);
impl<C: TypeConstraint> TypeConstraint for Not<C> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("not {}", C::description()))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        !C::is_satisfied(ctx, ty)
    }
}

/// Declares a shaped-container constraint: the container kind (and
/// optionally a further check on the type), the storage class a format's
/// type directive requires (`kind:`, MLIR's `parseType<T>` of its C++
/// class; a kind without a name for the base class `BaseMemRefType`,
/// whose message names none), and an element type accepted by the set `S`.
macro_rules! container {
    ($(#[$doc:meta])* $name:ident, $word:literal, $matches:pat
     $(, if |$ctx:ident, $ty:ident| $extra:expr)? $(, kind: $kind:expr)?) => {
        $(#[$doc])*
        pub struct $name<S>(PhantomData<S>);
        impl<S: TypeConstraintSet> TypeConstraint for $name<S> {
            fn description() -> Cow<'static, str> {
                Cow::Owned(format!(concat!($word, " of {} values"), S::descriptions().join(" or ")))
            }
            fn is_satisfied(ctx: &Context, ty: Type) -> bool {
                let data = ty.data(ctx);
                matches!(data, $matches)
                    $(&& { let ($ctx, $ty) = (ctx, ty); $extra })?
                    && element_of(data).is_some_and(|e| S::any(ctx, e))
            }
            $(const KIND: Option<crate::semantics::constraints::syntax::TypeKind> = Some($kind);)?
        }
    };
}

/// A format's type directive for a [`TypeData`] variant: its MLIR name
/// (`builtin.tensor`) and the check.
macro_rules! kind {
    ($name:literal, $matches:pat) => {
        crate::semantics::constraints::syntax::TypeKind {
            name: $name,
            check: |ctx, ty| matches!(ty.data(ctx), $matches),
        }
    };
}

// The descriptions are ODS's summaries (`ShapedContainerType`: "<container>
// of <elements> values"). mlir-opt 22 prints "tensor of", "ranked tensor
// of", "statically shaped tensor of", "non-0-ranked.tensor of", "vector
// of", "memref of", "unranked.memref of", "ranked or unranked memref of"
// and "statically shaped memref of" in operand messages (`tensor.extract`,
// `memref.load`, `memref.cast`, …); no op of it uses `UnrankedTensorOf`, so
// "unranked tensor of" is ODS's summary as written. The kinds' names are
// the ones mlir-opt prints (`custom op 'tensor.extract' invalid kind of
// type specified: expected builtin.tensor, …`).
container!(
    /// `TensorOf<S>`: a ranked or unranked tensor whose elements `S` accepts.
    TensorOf, "tensor", TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
);
container!(
    /// `RankedTensorOf<S>`: a ranked tensor whose elements `S` accepts.
    RankedTensorOf, "ranked tensor", TypeData::RankedTensor { .. },
    kind: kind!("builtin.tensor", TypeData::RankedTensor { .. })
);
container!(
    /// `UnrankedTensorOf<S>`: an unranked tensor (`tensor<*x…>`) whose
    /// elements `S` accepts.
    UnrankedTensorOf, "unranked tensor", TypeData::UnrankedTensor { .. },
    kind: kind!("builtin.unranked_tensor", TypeData::UnrankedTensor { .. })
);
container!(
    /// `StaticShapeTensorOf<S>`: a ranked tensor without dynamic
    /// dimensions whose elements `S` accepts.
    StaticShapeTensorOf, "statically shaped tensor", TypeData::RankedTensor { .. },
    if |ctx, ty| has_static_shape(ctx, ty),
    kind: kind!("builtin.tensor", TypeData::RankedTensor { .. })
);
container!(
    /// `Non0RankedTensorOf<S>`: a ranked tensor of rank 1 or more whose
    /// elements `S` accepts (ODS's summary has the dot).
    Non0RankedTensorOf, "non-0-ranked.tensor", TypeData::RankedTensor { .. },
    if |ctx, ty| ty.shape_and_element(ctx).is_some_and(|(shape, _)| !shape.is_empty())
);
container!(
    /// `VectorOf<S>`: a vector of any rank (ODS's `VectorOfAnyRankOf`)
    /// whose elements `S` accepts.
    VectorOf, "vector", TypeData::Vector { .. },
    kind: kind!("builtin.vector", TypeData::Vector { .. })
);
container!(
    /// `VectorOfNonZeroRankOf<S>`: a vector of rank 1 or more whose
    /// elements `S` accepts.
    VectorOfNonZeroRankOf, "vector", TypeData::Vector { .. },
    if |ctx, ty| ty.shape_and_element(ctx).is_some_and(|(shape, _)| !shape.is_empty()),
    kind: kind!("builtin.vector", TypeData::Vector { .. })
);
container!(
    /// `MemRefOf<S>`: a ranked memref whose elements `S` accepts (as in
    /// ODS, unranked memrefs are [`UnrankedMemRefOf`] and
    /// [`RankedOrUnrankedMemRefOf`]).
    MemRefOf, "memref", TypeData::MemRef { .. },
    kind: kind!("builtin.memref", TypeData::MemRef { .. })
);
container!(
    /// `UnrankedMemRefOf<S>`: an unranked memref (`memref<*x…>`) whose
    /// elements `S` accepts (ODS's summary has the dot).
    UnrankedMemRefOf, "unranked.memref", TypeData::UnrankedMemRef { .. },
    kind: kind!("builtin.unranked_memref", TypeData::UnrankedMemRef { .. })
);
container!(
    /// `RankedOrUnrankedMemRefOf<S>`: a ranked or unranked memref whose
    /// elements `S` accepts.
    RankedOrUnrankedMemRefOf, "ranked or unranked memref",
    TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. },
    kind: kind!("", TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
);
container!(
    /// `Non0RankedMemRefOf<S>`: a ranked memref of rank 1 or more whose
    /// elements `S` accepts (ODS's summary has the dot).
    Non0RankedMemRefOf, "non-0-ranked.memref", TypeData::MemRef { .. },
    if |ctx, ty| ty.shape_and_element(ctx).is_some_and(|(shape, _)| !shape.is_empty()),
    kind: kind!("builtin.memref", TypeData::MemRef { .. })
);
container!(
    /// `StaticShapeMemRefOf<S>`: a ranked memref without dynamic dimensions
    /// whose elements `S` accepts.
    StaticShapeMemRefOf, "statically shaped memref", TypeData::MemRef { .. },
    if |ctx, ty| has_static_shape(ctx, ty),
    kind: kind!("builtin.memref", TypeData::MemRef { .. })
);

/// `TensorRankOf<S, R>`: a ranked tensor of rank `R` whose elements `S`
/// accepts ("4D tensor of any type values", as mlir-opt 22 prints; ODS's
/// `0DTensorOf` to `4DTensorOf`, and `TensorRankOf` with one rank).
pub struct TensorRankOf<S, const R: usize>(PhantomData<S>);
impl<S: TypeConstraintSet, const R: usize> TypeConstraint for TensorRankOf<S, R> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("{R}D tensor of {} values", S::descriptions().join(" or ")))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        RankedTensorOf::<S>::is_satisfied(ctx, ty)
            && ty.shape_and_element(ctx).is_some_and(|(shape, _)| shape.len() == R)
    }
    const KIND: Option<crate::semantics::constraints::syntax::TypeKind> = RankedTensorOf::<S>::KIND;
}

/// `MemRefRankOf<S, R>`: a ranked memref of rank `R` whose elements `S`
/// accepts ("1D memref of any type values", as mlir-opt 22 prints).
pub struct MemRefRankOf<S, const R: usize>(PhantomData<S>);
impl<S: TypeConstraintSet, const R: usize> TypeConstraint for MemRefRankOf<S, R> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("{R}D memref of {} values", S::descriptions().join(" or ")))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        MemRefOf::<S>::is_satisfied(ctx, ty)
            && ty.shape_and_element(ctx).is_some_and(|(shape, _)| shape.len() == R)
    }
    const KIND: Option<crate::semantics::constraints::syntax::TypeKind> = MemRefOf::<S>::KIND;
}

/// Whether a ranked type has no dynamic dimension.
fn has_static_shape(ctx: &Context, ty: Type) -> bool {
    ty.shape_and_element(ctx).is_some_and(|(shape, _)| {
        shape.iter().all(|&d| d != crate::context::builtin::types::DYNAMIC)
    })
}

/// The element type of a shaped type's payload.
fn element_of(data: &TypeData) -> Option<Type> {
    match data {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// A ranked tensor of any element type.
pub type AnyRankedTensor = RankedTensorOf<crate::semantics::constraints::AnyType>;
/// An unranked tensor of any element type.
pub type AnyUnrankedTensor = UnrankedTensorOf<crate::semantics::constraints::AnyType>;
/// A statically shaped tensor of any element type.
pub type AnyStaticShapeTensor = StaticShapeTensorOf<crate::semantics::constraints::AnyType>;
/// A ranked tensor of rank 1 or more, of any element type.
pub type AnyNon0RankedTensor = Non0RankedTensorOf<crate::semantics::constraints::AnyType>;
/// A tensor of any element type.
pub type AnyTensor = TensorOf<crate::semantics::constraints::AnyType>;
/// A vector of any element type and rank.
pub type AnyVector = VectorOf<crate::semantics::constraints::AnyType>;
/// A vector of any element type, of rank 1 or more.
pub type AnyVectorOfNonZeroRank = VectorOfNonZeroRankOf<crate::semantics::constraints::AnyType>;
/// A ranked memref of any element type.
pub type AnyMemRef = MemRefOf<crate::semantics::constraints::AnyType>;
/// An unranked memref of any element type.
pub type AnyUnrankedMemRef = UnrankedMemRefOf<crate::semantics::constraints::AnyType>;
/// A ranked or unranked memref of any element type.
pub type AnyRankedOrUnrankedMemRef =
    RankedOrUnrankedMemRefOf<crate::semantics::constraints::AnyType>;
/// A statically shaped memref of any element type.
pub type AnyStaticShapeMemRef = StaticShapeMemRefOf<crate::semantics::constraints::AnyType>;

/// A user predicate: implement it on a unit struct with a plain Rust
/// function, and use `Pred<MyCheck>` in field position.
pub trait TypePredicate {
    /// The description used in messages.
    const DESCRIPTION: &'static str;
    /// The check.
    fn check(ctx: &Context, ty: Type) -> bool;
}

/// `Pred<P>`: the type constraint of a user predicate.
pub struct Pred<P>(PhantomData<P>);
impl<P: TypePredicate> TypeConstraint for Pred<P> {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed(P::DESCRIPTION)
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        P::check(ctx, ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::constraints::{AnyType, F32, I32, I64, SignlessIntegerLike};

    #[test]
    fn descriptions_compose_like_ods() {
        assert_eq!(TensorOf::<F32>::description(), "tensor of 32-bit float values");
        assert_eq!(
            VectorOf::<(I32, I64)>::description(),
            "vector of 32-bit signless integer or 64-bit signless integer values"
        );
        assert_eq!(
            AnyTypeOf::<(I32, F32)>::description(),
            "32-bit signless integer or 32-bit float"
        );
        assert_eq!(Not::<I32>::description(), "not 32-bit signless integer");
        assert_eq!(AnyRankedTensor::description(), "ranked tensor of any type values");
        // Seen in mlir-opt 22's messages (`tensor.pad`, `memref.load`,
        // `memref.cast`, `memref.reinterpret_cast`, `memref.get_global`, …).
        assert_eq!(AnyTensor::description(), "tensor of any type values");
        assert_eq!(
            AnyStaticShapeTensor::description(),
            "statically shaped tensor of any type values"
        );
        assert_eq!(AnyNon0RankedTensor::description(), "non-0-ranked.tensor of any type values");
        assert_eq!(AnyVector::description(), "vector of any type values");
        assert_eq!(AnyMemRef::description(), "memref of any type values");
        assert_eq!(AnyUnrankedMemRef::description(), "unranked.memref of any type values");
        assert_eq!(
            AnyRankedOrUnrankedMemRef::description(),
            "ranked or unranked memref of any type values"
        );
        assert_eq!(
            AnyStaticShapeMemRef::description(),
            "statically shaped memref of any type values"
        );
        assert_eq!(TensorRankOf::<AnyType, 4>::description(), "4D tensor of any type values");
        assert_eq!(MemRefRankOf::<AnyType, 1>::description(), "1D memref of any type values");
        // ODS's summary, which no op of mlir-opt 22 shows.
        assert_eq!(
            UnrankedTensorOf::<F32>::description(),
            "unranked tensor of 32-bit float values"
        );
    }

    #[test]
    fn ranks_and_static_shapes() {
        let ctx = Context::new();
        let f32t = ctx.float_type(crate::support::float::FloatKind::F32);
        let ranked = ctx.ranked_tensor_type(&[2, 3], f32t);
        let dynamic = ctx.ranked_tensor_type(&[crate::context::builtin::types::DYNAMIC, 3], f32t);
        let scalar_tensor = ctx.ranked_tensor_type(&[], f32t);
        let unranked = ctx.get_type(TypeData::UnrankedTensor { element: f32t });
        assert!(UnrankedTensorOf::<F32>::is_satisfied(&ctx, unranked));
        assert!(!UnrankedTensorOf::<F32>::is_satisfied(&ctx, ranked));
        assert!(!UnrankedTensorOf::<I32>::is_satisfied(&ctx, unranked));
        assert!(AnyUnrankedTensor::is_satisfied(&ctx, unranked));
        assert!(!AnyRankedTensor::is_satisfied(&ctx, unranked));
        assert!(AnyTensor::is_satisfied(&ctx, unranked));
        assert!(StaticShapeTensorOf::<F32>::is_satisfied(&ctx, ranked));
        assert!(!AnyStaticShapeTensor::is_satisfied(&ctx, dynamic));
        assert!(!AnyStaticShapeTensor::is_satisfied(&ctx, unranked));
        assert!(AnyNon0RankedTensor::is_satisfied(&ctx, dynamic));
        assert!(!AnyNon0RankedTensor::is_satisfied(&ctx, scalar_tensor));
        assert!(!AnyNon0RankedTensor::is_satisfied(&ctx, unranked));
        let vector0 = ctx.vector_type(&[], f32t);
        assert!(AnyVector::is_satisfied(&ctx, vector0));
        assert!(!AnyVectorOfNonZeroRank::is_satisfied(&ctx, vector0));
        let memref = ctx.get_type(TypeData::MemRef {
            shape: vec![crate::context::builtin::types::DYNAMIC].into(),
            element: f32t,
            layout: None,
            memory_space: None,
        });
        let unranked_memref =
            ctx.get_type(TypeData::UnrankedMemRef { element: f32t, memory_space: None });
        assert!(AnyMemRef::is_satisfied(&ctx, memref));
        // As ODS's `MemRefOf` (and mlir-opt's `memref.load`): ranked only.
        assert!(!AnyMemRef::is_satisfied(&ctx, unranked_memref));
        assert!(AnyUnrankedMemRef::is_satisfied(&ctx, unranked_memref));
        assert!(AnyRankedOrUnrankedMemRef::is_satisfied(&ctx, unranked_memref));
        assert!(AnyRankedOrUnrankedMemRef::is_satisfied(&ctx, memref));
        assert!(!AnyStaticShapeMemRef::is_satisfied(&ctx, memref));
        assert!(MemRefRankOf::<F32, 1>::is_satisfied(&ctx, memref));
        assert!(!MemRefRankOf::<F32, 2>::is_satisfied(&ctx, memref));
        assert!(TensorRankOf::<F32, 2>::is_satisfied(&ctx, ranked));
        assert!(!TensorRankOf::<F32, 0>::is_satisfied(&ctx, ranked));
        assert!(TensorRankOf::<F32, 0>::is_satisfied(&ctx, scalar_tensor));
        assert!(AnyMemRef::KIND.is_some_and(|k| k.name == "builtin.memref"));
        assert!(AnyTensor::KIND.is_none());
    }

    #[test]
    fn combinators_accept_what_their_members_accept() {
        let ctx = Context::new();
        let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
        let tensor = ctx.ranked_tensor_type(&[2], i32t);
        let vector = ctx.vector_type(&[4], i64t);
        assert!(TensorOf::<I32>::is_satisfied(&ctx, tensor));
        assert!(!TensorOf::<I64>::is_satisfied(&ctx, tensor));
        assert!(!TensorOf::<I32>::is_satisfied(&ctx, i32t));
        assert!(VectorOf::<(I32, I64)>::is_satisfied(&ctx, vector));
        assert!(!VectorOf::<I32>::is_satisfied(&ctx, tensor));
        assert!(AnyTypeOf::<(I32, TensorOf<I32>)>::is_satisfied(&ctx, tensor));
        assert!(AllOf::<(SignlessIntegerLike, Not<I64>)>::is_satisfied(&ctx, i32t));
        assert!(!AllOf::<(SignlessIntegerLike, Not<I64>)>::is_satisfied(&ctx, i64t));
        assert!(AnyRankedTensor::is_satisfied(&ctx, tensor));
        assert!(!AnyRankedTensor::is_satisfied(&ctx, vector));
    }

    struct EvenWidth;
    impl TypePredicate for EvenWidth {
        const DESCRIPTION: &'static str = "integer of even width";
        fn check(ctx: &Context, ty: Type) -> bool {
            matches!(ty.data(ctx), TypeData::Integer { width, .. } if width % 2 == 0)
        }
    }

    #[test]
    fn user_predicates_are_plain_functions() {
        let ctx = Context::new();
        assert!(Pred::<EvenWidth>::is_satisfied(&ctx, ctx.integer_type(8)));
        assert!(!Pred::<EvenWidth>::is_satisfied(&ctx, ctx.integer_type(7)));
        assert_eq!(Pred::<EvenWidth>::description(), "integer of even width");
    }
}
