import type en from '../en/notifications.ts';

export default {
  'notifications.favourite':
    '{others, plural, =0 {{name} أضاف منشورك إلى مفضلته} one {{name} وشخص آخر أضاف منشورك إلى مفضلته} two {{name} وشخصان آخران أضاف منشورك إلى مفضلته} few {{name} و# أشخاص آخرين أضاف منشورك إلى مفضلته} many {{name} و# شخصًا آخر أضاف منشورك إلى مفضلته} other {{name} و# شخص آخر أضاف منشورك إلى مفضلته}}',
  'notifications.reblog':
    '{others, plural, =0 {{name} أعاد نشر منشورك} one {{name} وشخص آخر أعاد نشر منشورك} two {{name} وشخصان آخران أعاد نشر منشورك} few {{name} و# أشخاص آخرين أعاد نشر منشورك} many {{name} و# شخصًا آخر أعاد نشر منشورك} other {{name} و# شخص آخر أعاد نشر منشورك}}',
  'notifications.follow':
    '{others, plural, =0 {{name} تابعك} one {{name} وشخص آخر تابعك} two {{name} وشخصان آخران تابعك} few {{name} و# أشخاص آخرين تابعك} many {{name} و# شخصًا آخر تابعك} other {{name} و# شخص آخر تابعك}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name} طلب متابعتك} one {{name} وشخص آخر طلب متابعتك} two {{name} وشخصان آخران طلب متابعتك} few {{name} و# أشخاص آخرين طلب متابعتك} many {{name} و# شخصًا آخر طلب متابعتك} other {{name} و# شخص آخر طلب متابعتك}}',
  'notifications.mention':
    '{others, plural, =0 {{name} أشار إليك} one {{name} وشخص آخر أشار إليك} two {{name} وشخصان آخران أشار إليك} few {{name} و# أشخاص آخرين أشار إليك} many {{name} و# شخصًا آخر أشار إليك} other {{name} و# شخص آخر أشار إليك}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name} أشار إليك بشكل خاص} one {{name} وشخص آخر أشار إليك بشكل خاص} two {{name} وشخصان آخران أشار إليك بشكل خاص} few {{name} و# أشخاص آخرين أشار إليك بشكل خاص} many {{name} و# شخصًا آخر أشار إليك بشكل خاص} other {{name} و# شخص آخر أشار إليك بشكل خاص}}',
  'notifications.status':
    '{others, plural, =0 {{name} نشر للتو} one {{name} وشخص آخر نشر للتو} two {{name} وشخصان آخران نشر للتو} few {{name} و# أشخاص آخرين نشر للتو} many {{name} و# شخصًا آخر نشر للتو} other {{name} و# شخص آخر نشر للتو}}',
  'notifications.update':
    '{others, plural, =0 {{name} عدّل منشورًا أعدت نشره} one {{name} وشخص آخر عدّل منشورًا أعدت نشره} two {{name} وشخصان آخران عدّل منشورًا أعدت نشره} few {{name} و# أشخاص آخرين عدّل منشورًا أعدت نشره} many {{name} و# شخصًا آخر عدّل منشورًا أعدت نشره} other {{name} و# شخص آخر عدّل منشورًا أعدت نشره}}',
  'notifications.quote':
    '{others, plural, =0 {{name} اقتبس منشورك} one {{name} وشخص آخر اقتبس منشورك} two {{name} وشخصان آخران اقتبس منشورك} few {{name} و# أشخاص آخرين اقتبس منشورك} many {{name} و# شخصًا آخر اقتبس منشورك} other {{name} و# شخص آخر اقتبس منشورك}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name} عدّل منشورًا اقتبسته} one {{name} وشخص آخر عدّل منشورًا اقتبسته} two {{name} وشخصان آخران عدّل منشورًا اقتبسته} few {{name} و# أشخاص آخرين عدّل منشورًا اقتبسته} many {{name} و# شخصًا آخر عدّل منشورًا اقتبسته} other {{name} و# شخص آخر عدّل منشورًا اقتبسته}}',
  'notifications.signUp':
    '{others, plural, =0 {{name} سجّل حسابًا} one {{name} وشخص آخر سجّل حسابًا} two {{name} وشخصان آخران سجّل حسابًا} few {{name} و# أشخاص آخرين سجّل حسابًا} many {{name} و# شخصًا آخر سجّل حسابًا} other {{name} و# شخص آخر سجّل حسابًا}}',
  'notifications.report':
    '{others, plural, =0 {{name} أبلغ عن حساب} one {{name} وشخص آخر أبلغ عن حساب} two {{name} وشخصان آخران أبلغ عن حساب} few {{name} و# أشخاص آخرين أبلغ عن حساب} many {{name} و# شخصًا آخر أبلغ عن حساب} other {{name} و# شخص آخر أبلغ عن حساب}}',
  'notifications.reported': 'أبلغ {name} عن {target}',
  'notifications.pollOwn': 'انتهى استطلاعك',
  'notifications.pollVoted': 'انتهى استطلاع شاركت فيه',
  'notifications.severed': 'قُطعت بعض علاقات المتابعة الخاصة بك',
  'notifications.severedWith':
    'قُطعت العلاقات مع {target}: فقدت {followers, plural, zero {# متابِع} one {متابِعًا واحدًا} two {متابِعَين} few {# متابِعين} many {# متابِعًا} other {# متابِع}} و{following, plural, zero {# حساب} one {حسابًا واحدًا تتابعه} two {حسابين تتابعهما} few {# حسابات تتابعها} many {# حسابًا تتابعه} other {# حساب تتابعه}}',
  'notifications.annualReport': 'مراجعتك لعام {year} جاهزة',
  'notifications.annualReportNoYear': 'مراجعتك السنوية جاهزة',
  'notifications.quoted': 'اقتُبس منشورك',
  'notifications.quotedEdited': 'عُدّل منشور اقتبسته',
  'notifications.generic': 'لديك إشعار جديد',
  'notifications.mod.disable': 'عُطّل حسابك',
  'notifications.mod.markSensitive': 'وُسمت بعض منشوراتك كحساسة',
  'notifications.mod.delete': 'أُزيلت بعض منشوراتك',
  'notifications.mod.sensitive': 'ستوسم منشوراتك كحساسة من الآن فصاعدًا',
  'notifications.mod.silence': 'قُيّد حسابك',
  'notifications.mod.suspend': 'عُلّق حسابك',
  'notifications.mod.warning': 'تلقيت تحذيرًا من الإشراف',
  'notifications.followRequestAccepted': 'قُبل طلب المتابعة',
  'notifications.followRequestRejected': 'رُفض طلب المتابعة',
  'notifications.followRequestFailed': 'تعذّر الرد على طلب المتابعة.',
  'notifications.accept': 'قبول',
  'notifications.reject': 'رفض',
  'notifications.dismiss': 'تجاهل',
  'notifications.requests': 'طلبات الإشعارات',
  'notifications.requestsPending': 'طلبات الإشعارات: {shown} معلّقة',
  'notifications.requestsFailed': 'تعذّر تحميل الطلبات.',
  'notifications.requestsFailedTitle': 'تعذّر تحميل الطلبات',
  'notifications.noRequests': 'لا توجد طلبات',
  'notifications.noRequestsHint': 'تظهر هنا الإشعارات التي حجبتها سياسة الإشعارات الخاصة بك.',
  'notifications.requestCount':
    '{count, plural, zero {لا إشعارات} one {إشعار واحد} two {إشعاران} few {# إشعارات} many {# إشعارًا} other {# إشعار}}',
  'notifications.pending':
    '{count, plural, =0 {لا طلبات معلّقة} zero {لا طلبات معلّقة} one {طلب معلّق واحد} two {طلبان معلّقان} few {# طلبات معلّقة} many {# طلبًا معلّقًا} other {# طلب معلّق}}',
} satisfies Record<keyof typeof en, string>;
