"""Contains all the data models used in inputs/outputs"""

from .account import Account
from .account_envelope import AccountEnvelope
from .card_view import CardView
from .deleted import Deleted
from .deleted_envelope import DeletedEnvelope
from .edit_text_request import EditTextRequest
from .error_body import ErrorBody
from .error_body_code import ErrorBodyCode
from .error_envelope import ErrorEnvelope
from .generate_card_request import GenerateCardRequest
from .generate_image_request import GenerateImageRequest
from .generated import Generated
from .generated_envelope import GeneratedEnvelope
from .generation_capabilities import GenerationCapabilities
from .image_envelope import ImageEnvelope
from .image_page import ImagePage
from .image_page_envelope import ImagePageEnvelope
from .limits import Limits
from .options_envelope import OptionsEnvelope
from .pagination import Pagination
from .public_image import PublicImage
from .revise_image_request import ReviseImageRequest
from .streamable_image_request import StreamableImageRequest
from .usage import Usage
from .versions import Versions
from .versions_envelope import VersionsEnvelope

__all__ = (
    "Account",
    "AccountEnvelope",
    "CardView",
    "Deleted",
    "DeletedEnvelope",
    "EditTextRequest",
    "ErrorBody",
    "ErrorBodyCode",
    "ErrorEnvelope",
    "GenerateCardRequest",
    "Generated",
    "GeneratedEnvelope",
    "GenerateImageRequest",
    "GenerationCapabilities",
    "ImageEnvelope",
    "ImagePage",
    "ImagePageEnvelope",
    "Limits",
    "OptionsEnvelope",
    "Pagination",
    "PublicImage",
    "ReviseImageRequest",
    "StreamableImageRequest",
    "Usage",
    "Versions",
    "VersionsEnvelope",
)
