//! How the services' errors are answered: each maps to the `AppError` that
//! says it, so handlers keep using `?`.

mod images;
