"""Rules documents of the four games: parsing, lookup by number/term/question, citations.

>>> rb = Rulebook.load()
>>> rb.cite("lorcana", "10.2")
'§10.2 護衛'
"""

from .documents import GAMES
from .model import Document, Hit, Section
from .rulebook import Rulebook

__all__ = ["GAMES", "Document", "Hit", "Rulebook", "Section"]
